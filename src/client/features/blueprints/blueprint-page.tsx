import '../../i18n/en/applications';
import { paths } from '../../app/paths';
import { useI18n } from '../../i18n/use-i18n';
import { AppLink } from '../../ui/app-link';
import { ArrowLeftIcon, MapIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function BlueprintPage({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader
        eyebrow={
          <AppLink to={paths.blueprints()} className="inline-flex items-center gap-1.5 hover:underline">
            <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
            {t('blueprints.title')}
          </AppLink>
        }
        title={t('blueprints.detail.title', { id })}
      />
      <EmptyState icon={<MapIcon className="size-6" />} title={t('blueprints.detail.empty.title')}>
        {t('blueprints.detail.empty.text')}
      </EmptyState>
    </>
  );
}

import '../../i18n/en/applications';
import { useI18n } from '../../i18n/use-i18n';
import { MapIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function BlueprintsPage() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('blueprints.title')} description={t('blueprints.description')} />
      <EmptyState icon={<MapIcon className="size-6" />} title={t('blueprints.empty.title')}>
        {t('blueprints.empty.text')}
      </EmptyState>
    </>
  );
}

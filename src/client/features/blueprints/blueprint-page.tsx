import { paths } from '../../app/paths';
import { AppLink } from '../../ui/app-link';
import { ArrowLeftIcon, MapIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function BlueprintPage({ id }: { id: string }) {
  return (
    <>
      <PageHeader
        eyebrow={
          <AppLink to={paths.blueprints()} className="inline-flex items-center gap-1.5 hover:underline">
            <ArrowLeftIcon className="size-4" />
            Blueprints
          </AppLink>
        }
        title={`Blueprint ${id}`}
      />
      <EmptyState icon={<MapIcon className="size-6" />} title="Blueprint details">
        The plan for this blueprint — participating schools, resources, funding partner and comments — will be
        shown here.
      </EmptyState>
    </>
  );
}

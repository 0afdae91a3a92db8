import { MapIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function BlueprintsPage() {
  return (
    <>
      <PageHeader
        title="Blueprints"
        description="Programme plans prepared for your schools: resources included, funding, impact forecast and quote."
      />
      <EmptyState icon={<MapIcon className="size-6" />} title="Your blueprints will be listed here">
        Open a blueprint to review it, comment, invite an implementation contact and approve it.
      </EmptyState>
    </>
  );
}

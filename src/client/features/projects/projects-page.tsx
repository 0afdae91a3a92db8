import { CubeIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

/** Hands-On Projects: the user's project kit orders ("My Orders" in the navigation). */
export function ProjectsPage() {
  return (
    <>
      <PageHeader
        title="Hands-On Projects"
        description="Your project kit orders: request kits, return them, and keep count of the kits on hand."
      />
      <EmptyState icon={<CubeIcon className="size-6" />} title="Your projects will be listed here">
        Open a project to request kits, start a checkout order, return kits or update your onsite inventory.
      </EmptyState>
    </>
  );
}

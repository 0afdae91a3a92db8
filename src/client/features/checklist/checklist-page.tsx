import { ChecklistIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function ChecklistPage() {
  return (
    <>
      <PageHeader
        title="My Checklist"
        description="The tasks that move your programme forward: required and optional, each with its due date."
      />
      <EmptyState icon={<ChecklistIcon className="size-6" />} title="Your tasks will be listed here">
        Pending and completed tasks will appear on this page as soon as the checklist is connected.
      </EmptyState>
    </>
  );
}

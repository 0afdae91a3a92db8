import { DocumentIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function ApplicationsPage() {
  return (
    <>
      <PageHeader
        title="Applications"
        description="Your applications to the programme: status, assigned admin, funds allocated and usage deadline."
      />
      <EmptyState icon={<DocumentIcon className="size-6" />} title="Your applications will be listed here">
        Each application moves from New to Building Blueprint, Blueprint Created and Program Completed.
      </EmptyState>
    </>
  );
}

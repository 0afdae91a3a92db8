import { paths } from '../../app/paths';
import { AppLink } from '../../ui/app-link';
import { ArrowLeftIcon, DocumentIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function ApplicationPage({ id }: { id: string }) {
  return (
    <>
      <PageHeader
        eyebrow={
          <AppLink to={paths.applications()} className="inline-flex items-center gap-1.5 hover:underline">
            <ArrowLeftIcon className="size-4" />
            Applications
          </AppLink>
        }
        title={`Application ${id}`}
      />
      <EmptyState icon={<DocumentIcon className="size-6" />} title="Application details">
        The applicant, schools, selected resources, funding option and comments of this application will be shown
        here.
      </EmptyState>
    </>
  );
}

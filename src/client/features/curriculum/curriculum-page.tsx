import { BookIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function CurriculumPage() {
  return (
    <>
      <PageHeader
        title="Curriculum"
        description="Lessons that go with the programme's hands-on projects, to open in class or download."
      />
      <EmptyState icon={<BookIcon className="size-6" />} title="Lessons will be listed here">
        A lesson can be opened or downloaded once its link or file is attached.
      </EmptyState>
    </>
  );
}

import { CalendarIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function PlanningPage() {
  return (
    <>
      <PageHeader
        title="Planning"
        description="Plan hands-on learning across your schools together with the programme team."
      />
      <EmptyState icon={<CalendarIcon className="size-6" />} title="Welcome to Planning">
        This is where you and the programme team shape your schools' plan before it becomes a blueprint.
      </EmptyState>
    </>
  );
}

// The coordinator's district checklist: eight tasks mixing completed and pending, required and
// optional, general and resource tasks, overdue and upcoming, so every filter has something.
import type { Tx } from '../connect';
import { actionTasks, type RESOURCE_TYPES } from '../schema';
import { pick, type DemoContext } from './context';
import { dayFromToday, instantFromNow } from './dates';
import { COORDINATOR_DISTRICT } from './directory';

interface DemoTask {
  title: string;
  description: string;
  required: boolean;
  /** Days from today; null: no due date. */
  due: number | null;
  /** Days ago it was completed; null: pending. */
  completedDaysAgo: number | null;
  resource?: { type: (typeof RESOURCE_TYPES)[number]; slug: string };
  /** Assigned to the coordinator only; otherwise everyone in the district sees it. */
  personal?: boolean;
}

const TASKS: DemoTask[] = [
  {
    title: 'Review and approve your blueprint',
    description: 'Read the blueprint with your team and approve it so kits can ship.',
    required: true,
    due: -45,
    completedDaysAgo: 40,
    personal: true,
  },
  {
    title: 'Confirm participating schools',
    description: 'Check that the schools listed on the blueprint are the ones taking part.',
    required: true,
    due: -50,
    completedDaysAgo: 48,
  },
  {
    title: 'Invite an implementation contact',
    description: 'Invite the teacher or coach who will run the programme day to day.',
    required: true,
    due: -30,
    completedDaysAgo: 30,
    personal: true,
  },
  {
    title: 'Register educators for the PD workshop',
    description: 'Send the registration list for Inquiry in Action to your success manager.',
    required: true,
    due: -3,
    completedDaysAgo: null,
    resource: { type: 'workshop', slug: 'inquiry-in-action-pd' },
  },
  {
    title: 'Count kits on hand: Solar Car Challenge',
    description: 'Count the solar car kits at Cedar Valley High School once the shipment arrives.',
    required: true,
    due: 7,
    completedDaysAgo: null,
    resource: { type: 'project', slug: 'solar-car-challenge' },
  },
  {
    title: 'Schedule the Mobile Maker Lab visit',
    description: 'Pick three dates for the maker lab with each school’s principal.',
    required: true,
    due: 21,
    completedDaysAgo: null,
    resource: { type: 'onsite-field-trip', slug: 'mobile-maker-lab' },
  },
  {
    title: 'Try the Career Pathways Explorer with a class',
    description: 'Optional: counselors can run the 20-minute activity with any grade 9–12 class.',
    required: false,
    due: null,
    completedDaysAgo: null,
    resource: { type: 'career-tool', slug: 'career-pathways-explorer' },
  },
  {
    title: 'Share the family newsletter template',
    description: 'Optional: send families a note about the hands-on projects coming home.',
    required: false,
    due: 30,
    completedDaysAgo: null,
  },
];

export async function seedChecklist(tx: Tx, ctx: DemoContext): Promise<void> {
  const districtId = pick(ctx.directory.districtIds, COORDINATOR_DISTRICT);
  const { coordinatorId } = ctx.accounts;
  await tx.insert(actionTasks).values(
    TASKS.map((task, index) => ({
      districtId,
      userId: task.personal ? coordinatorId : null,
      title: task.title,
      description: task.description,
      kind: task.resource ? ('resource' as const) : ('general' as const),
      resourceType: task.resource?.type ?? null,
      resourceId: task.resource ? pick(ctx.catalogue.resources, task.resource.slug).id : null,
      isRequired: task.required,
      dueDate: task.due === null ? null : dayFromToday(task.due),
      completedAt: task.completedDaysAgo === null ? null : instantFromNow(-task.completedDaysAgo),
      completedById: task.completedDaysAgo === null ? null : coordinatorId,
      position: index + 1,
      createdAt: instantFromNow(-60),
    })),
  );
}

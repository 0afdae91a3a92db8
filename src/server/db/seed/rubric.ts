// The demo's review rubric, version 1: four criteria the programme scores applications on, need
// counting most. Staff edit it on the staff side (PUT /staff/rubric), which saves version 2.
import type { Criterion } from '@contract/reviews';
import type { Tx } from '../connect';
import { rubricVersions } from '../schema';

export const DEMO_RUBRIC: Criterion[] = [
  {
    id: 'need',
    name: 'Need',
    description: 'How much the schools and their students stand to gain: access to hands-on STEM today, and who they serve.',
    weight: 3,
    levels: [
      'Little evidence of need; the schools already offer similar programmes',
      'Some need, described in general terms',
      'Clear need in some of the schools, with figures',
      'Clear need across the schools, with figures and the students it reaches',
      'Pressing, well-documented need in underserved schools',
    ],
  },
  {
    id: 'readiness',
    name: 'Readiness',
    description: 'Whether the district can start: a contact who answers, educators named, time in the timetable.',
    weight: 2,
    levels: [
      'No contact or educators named',
      'A contact, but no educators or time set aside',
      'Educators named in some schools',
      'Educators and class time named in most schools',
      'Ready to start: educators, class time and a coordinator in every school',
    ],
  },
  {
    id: 'plan-quality',
    name: 'Plan quality',
    description: 'How well the chosen projects and workshops fit the objectives the district wrote.',
    weight: 2,
    levels: [
      'Objectives missing or unrelated to the choices',
      'Objectives stated, choices loosely related',
      'Choices fit most objectives',
      'Choices fit the objectives, with a sensible order',
      'A coherent plan with measurable objectives for each choice',
    ],
  },
  {
    id: 'sustainability',
    name: 'Sustainability',
    description: 'Whether the work lasts after the first year: kits kept, educators trained, funding beyond ours.',
    weight: 1,
    levels: [
      'Nothing beyond the first year',
      'A wish to continue, no plan',
      'Some plan to keep kits in use',
      'A plan with trained educators and kits kept',
      'A funded plan for the years after, with educators training others',
    ],
  },
];

export async function seedRubric(tx: Tx): Promise<void> {
  await tx.insert(rubricVersions).values({ version: 1, criteria: DEMO_RUBRIC });
}

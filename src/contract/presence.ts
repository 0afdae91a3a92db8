// Presence (issue 33, item 5): who else has a count of a school or a blueprint open right now. A
// page that shows one sends PUT /presence every PRESENCE_HEARTBEAT_SECONDS while open and visible,
// DELETE /presence when it goes; GET /presence answers who else is there. A tab that stops beating
// (closed, crashed, offline) is gone after PRESENCE_TTL_SECONDS (docs/architecture.md, "Live events").
import { z } from 'zod';

/** How often an open page says it is still there. */
export const PRESENCE_HEARTBEAT_SECONDS = 20;
/** How long after its last beat a page still counts as open: three beats, so one lost beat is no flicker. */
export const PRESENCE_TTL_SECONDS = 60;

/**
 * What a person is doing there: counting a school's kits (subject `school:<id>`), viewing a
 * blueprint or editing it in the builder (subject `blueprint:<id>`).
 */
export const PRESENCE_ACTIVITIES = ['counting', 'viewing', 'editing'] as const;
export type PresenceActivity = (typeof PRESENCE_ACTIVITIES)[number];

const SUBJECT_PATTERN = /^(school|blueprint):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TAB_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const presenceMessages = {
  subjectInvalid: 'The subject must be school:<id> or blueprint:<id>.',
  tabInvalid: 'The tab must be 8 to 64 letters, digits, - or _.',
  activityInvalid: `The activity must be one of ${PRESENCE_ACTIVITIES.join(', ')}.`,
  activityMismatch: 'Counting is of a school; viewing and editing are of a blueprint.',
  notFound: 'There is no such school or blueprint, or it is not yours to see.',
} as const;

/** `school:<id>` or `blueprint:<id>`: what a page shows. */
export const presenceSubjectSchema = z
  .string({ error: presenceMessages.subjectInvalid })
  .regex(SUBJECT_PATTERN, { error: presenceMessages.subjectInvalid });
/** A random id per browser tab, so two tabs of one person come and go on their own. */
const tabSchema = z.string({ error: presenceMessages.tabInvalid }).regex(TAB_PATTERN, { error: presenceMessages.tabInvalid });

export const presenceQuerySchema = z.object({ subject: presenceSubjectSchema.transform((value) => value.toLowerCase()) });

export const presenceBeatSchema = z
  .object({
    subject: presenceSubjectSchema.transform((value) => value.toLowerCase()),
    tab: tabSchema,
    activity: z.enum(PRESENCE_ACTIVITIES, { error: presenceMessages.activityInvalid }),
  })
  .refine((beat) => (beat.activity === 'counting') === beat.subject.startsWith('school:'), {
    error: presenceMessages.activityMismatch,
    path: ['activity'],
  });

export const presenceLeaveQuerySchema = z.object({
  subject: presenceSubjectSchema.transform((value) => value.toLowerCase()),
  tab: tabSchema,
});

const presentPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** When they opened it (their earliest open tab), ISO 8601. */
  since: z.string(),
  activity: z.enum(PRESENCE_ACTIVITIES),
});
export type PresentPerson = z.infer<typeof presentPersonSchema>;

/** Who else is there now, the earliest first; never the caller. */
export const presenceListSchema = z.object({ items: z.array(presentPersonSchema) });
export type PresenceList = z.infer<typeof presenceListSchema>;

// The staff side's list of count conflicts (GET /staff/count-conflicts): every conflict of the
// districts a staff member reaches, open ones first, each with where it happened, the two counts
// (the project's own conflict shape) and, once settled, who settled it with what number.
import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from './lists';
import { countConflictSchema } from './projects';
import { kitMessages } from './projects-messages';

export const COUNT_CONFLICT_STATES = ['open', 'resolved'] as const;
export type CountConflictState = (typeof COUNT_CONFLICT_STATES)[number];

/** `state` open or resolved (absent or empty: both, open first), plus limit and offset. */
export const staffCountConflictsQuerySchema = pageQuerySchema.extend({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(COUNT_CONFLICT_STATES, { error: kitMessages.conflictStateInvalid }).optional()),
});
export type StaffCountConflictsQuery = z.output<typeof staffCountConflictsQuerySchema>;

const ref = z.object({ id: z.string(), name: z.string() });

const staffCountConflictSchema = countConflictSchema.extend({
  district: ref,
  school: ref,
  /** The project, named after its project kit. */
  project: ref.extend({ kitsOnHand: z.number().int() }),
  /** When the later count arrived and flagged it. */
  createdAt: z.string(),
  /** Null while open. */
  resolution: z
    .object({
      kitsOnHand: z.number().int(),
      resolvedAt: z.string(),
      resolvedBy: z.string().nullable(),
    })
    .nullable(),
});
export type StaffCountConflict = z.infer<typeof staffCountConflictSchema>;
export const staffCountConflictListSchema = listResponseSchema(staffCountConflictSchema);

// The portal-wide search of the top bar (GET /search?q=): a few hits of each kind of thing the
// caller may see, with how many there are in all, so the box shows groups without paging.
import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications-messages';
import { KIT_ORDER_KINDS, KIT_ORDER_STATUSES } from './projects-messages';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Hits shown per group; `total` says how many matched. */
export const SEARCH_GROUP_LIMIT = 5;

export const searchMessages = {
  queryLength: `Search must be from ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters`,
} as const;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: searchMessages.queryLength })
    .trim()
    .min(SEARCH_MIN_LENGTH, { error: searchMessages.queryLength })
    .max(SEARCH_MAX_LENGTH, { error: searchMessages.queryLength }),
});

const group = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

const applicationHit = z.object({
  id: z.string(),
  applicationNumber: z.number().int(),
  applicantName: z.string(),
  districtName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});
const districtHit = z.object({ id: z.string(), name: z.string(), state: z.string().nullable() });
const schoolHit = z.object({ id: z.string(), name: z.string(), districtName: z.string() });
const orderHit = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  kind: z.enum(KIT_ORDER_KINDS),
  status: z.enum(KIT_ORDER_STATUSES),
  projectId: z.string(),
  projectName: z.string(),
  schoolName: z.string(),
  checkoutName: z.string().nullable(),
  trackingReference: z.string().nullable(),
});
const blueprintHit = z.object({
  id: z.string(),
  preparedFor: z.string(),
  districtName: z.string(),
  applicationNumber: z.number().int(),
});
const personHit = z.object({ id: z.string(), name: z.string(), email: z.string(), districtName: z.string().nullable() });

export const searchResultsSchema = z.object({
  applications: group(applicationHit),
  districts: group(districtHit),
  schools: group(schoolHit),
  orders: group(orderHit),
  blueprints: group(blueprintHit),
  people: group(personHit),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
export type SearchGroupName = keyof SearchResults;
/** The groups in the order the box shows them. */
export const SEARCH_GROUPS: readonly SearchGroupName[] = ['orders', 'applications', 'blueprints', 'districts', 'schools', 'people'];

// The directory of districts and schools (spec §3 "School", §7 Applications and Lookups): what the
// onboarding wizard searches and what the applications screens filter by. The directory is loaded
// from the public NCES Common Core of Data (npm run import:directory), so its school facts are
// public; the e-mail domains and contact addresses used by the e-mail check are never sent.
import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from './lists';

/** Title I status as the portal shows it; the CSV import maps the NCES codes onto these. */
export const TITLE_I_STATUSES = ['Title I schoolwide', 'Title I targeted assistance', 'Not Title I'] as const;
export type TitleIStatus = (typeof TITLE_I_STATUSES)[number];

/** Longest search text accepted; longer text cannot name a district or school anyway. */
const DIRECTORY_SEARCH_MAX_LENGTH = 100;

export const directoryMessages = {
  searchTooLong: `Search must be at most ${DIRECTORY_SEARCH_MAX_LENGTH} characters`,
  districtNotFound: 'District not found',
  districtIdRequired: 'districtId is required',
  getAllInvalid: 'getAll must be true or false',
} as const;

const searchSchema = z
  .string()
  .trim()
  .max(DIRECTORY_SEARCH_MAX_LENGTH, { error: directoryMessages.searchTooLong })
  .optional()
  .transform((v) => (v ? v : undefined));

// ---------------------------------------------------------------------------------------------
// POST /admin-programs/districts?search=&limit=&offset= with body { getAll }
// ---------------------------------------------------------------------------------------------

/**
 * getAll true: the whole directory (what onboarding searches). false or omitted: the districts the
 * caller belongs to: their own district, or every district for programme staff (ADMIN).
 */
export const districtsBodySchema = z
  .object({ getAll: z.boolean({ error: directoryMessages.getAllInvalid }).optional() })
  .optional()
  .transform((v) => ({ getAll: v?.getAll ?? false }));

export const districtsQuerySchema = pageQuerySchema.extend({ search: searchSchema });

const districtSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** NCES LEAID. */
  ncesId: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  schoolCount: z.number().int().min(0),
});

export const districtListSchema = listResponseSchema(districtSummarySchema);
export type DistrictList = z.infer<typeof districtListSchema>;

// ---------------------------------------------------------------------------------------------
// GET /applications/districts/:id/schools?search=&limit=&offset=
// ---------------------------------------------------------------------------------------------

export const districtSchoolsQuerySchema = pageQuerySchema.extend({
  search: searchSchema,
  /** Only these schools (comma-separated ids), e.g. the ones already picked. */
  ids: z
    .string()
    .max(40 * 50)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean)
        : undefined,
    ),
});

/** A school with the facts of spec §3 "School": Title I status, enrollment, % disadvantaged, district. */
const schoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** NCES NCESSCH. */
  ncesId: z.string().nullable(),
  districtId: z.string(),
  districtName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  gradeBand: z.string().nullable(),
  titleIStatus: z.enum(TITLE_I_STATUSES).nullable(),
  estimatedEnrollment: z.number().int().nullable(),
  economicallyDisadvantagedPct: z.number().int().nullable(),
});
export type School = z.infer<typeof schoolSchema>;

export const schoolListSchema = listResponseSchema(schoolSchema);
export type SchoolList = z.infer<typeof schoolListSchema>;

// ---------------------------------------------------------------------------------------------
// GET /lookups/schools-applications?districtId=
// ---------------------------------------------------------------------------------------------

/** Only districts the caller may see applications of (own district; ADMIN any). */
export const schoolsApplicationsQuerySchema = z.object({
  districtId: z.string({ error: directoryMessages.districtIdRequired }).trim().min(1, { error: directoryMessages.districtIdRequired }),
});

/** A school of the district for the applications filter, with how many applications name it. */
const schoolLookupSchema = z.object({
  id: z.string(),
  name: z.string(),
  applicationCount: z.number().int().min(0),
});

export const schoolLookupListSchema = z.object({ items: z.array(schoolLookupSchema) });
export type SchoolLookupList = z.infer<typeof schoolLookupListSchema>;

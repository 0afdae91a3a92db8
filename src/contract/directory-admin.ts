// The directory editor (staff console, `staff:directory`): the districts and schools the wizard
// offers, the ones applicants typed ("isn't listed", unlisted) first-class so staff find them, and
// matching a typed one to the directory (merge) or accepting it as new.
import { z } from 'zod';
import { TITLE_I_STATUSES } from './directory';
import { directoryAdminMessages as m } from './directory-admin-messages';
import { listResponseSchema, pageQuerySchema } from './lists';
import { US_STATE_CODES } from './us-states';
import { requiredText } from './validation';

const NAME_MAX = 200;
const CITY_MAX = 100;
export const MAX_EMAIL_DOMAINS = 20;

/** Which districts the list shows; `unlisted` is the "to match" queue. */
export const DIRECTORY_SHOWS = ['all', 'unlisted', 'listed'] as const;
export type DirectoryShow = (typeof DIRECTORY_SHOWS)[number];

// ---------------------------------------------------------------------------------------------
// GET /staff/directory/districts?search=&show=&limit=&offset=
// ---------------------------------------------------------------------------------------------

export const directoryDistrictsQuerySchema = pageQuerySchema.extend({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  show: z.enum(DIRECTORY_SHOWS, { error: m.showInvalid }).default('all'),
});

const directoryDistrictSchema = z.object({
  id: z.string(),
  name: z.string(),
  ncesId: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  emailDomains: z.array(z.string()),
  unlisted: z.boolean(),
  schoolCount: z.number().int().min(0),
  applicationCount: z.number().int().min(0),
});
export type DirectoryDistrict = z.infer<typeof directoryDistrictSchema>;

export const directoryDistrictListSchema = listResponseSchema(directoryDistrictSchema).extend({
  /** Typed districts waiting to be matched, whatever the filters: the "to match" badge. */
  unlistedCount: z.number().int().min(0),
});
export type DirectoryDistrictList = z.infer<typeof directoryDistrictListSchema>;

// ---------------------------------------------------------------------------------------------
// GET /staff/directory/districts/:id: the district with all its schools
// ---------------------------------------------------------------------------------------------

const directorySchoolSchema = z.object({
  id: z.string(),
  districtId: z.string(),
  name: z.string(),
  ncesId: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  gradeBand: z.string().nullable(),
  titleIStatus: z.enum(TITLE_I_STATUSES).nullable(),
  estimatedEnrollment: z.number().int().nullable(),
  economicallyDisadvantagedPct: z.number().int().nullable(),
  unlisted: z.boolean(),
});
export type DirectorySchool = z.infer<typeof directorySchoolSchema>;

export const directoryDistrictDetailSchema = directoryDistrictSchema.extend({ schools: z.array(directorySchoolSchema) });
export type DirectoryDistrictDetail = z.infer<typeof directoryDistrictDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Inputs: add or edit a district / a school
// ---------------------------------------------------------------------------------------------

/** "" and a missing value both mean "not given". */
const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v), schema.nullable());

const state = z
  .string({ error: m.stateRequired })
  .min(1, { error: m.stateRequired })
  .pipe(z.enum(US_STATE_CODES, { error: m.stateInvalid }));
const city = blankToNull(requiredText(m.cityInvalid, CITY_MAX).transform((v) => v.trim()));

export const districtInputSchema = z.object({
  name: requiredText(m.districtNameRequired, NAME_MAX).transform((v) => v.trim()),
  state,
  city,
  ncesId: blankToNull(
    z
      .string()
      .trim()
      .regex(/^\d{7}$/, { error: m.districtNcesInvalid }),
  ),
  /** Typed one per line (or comma-separated) in the form; stored lower-case, without duplicates. */
  emailDomains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(253, { error: m.emailDomainInvalid })
        .regex(/^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { error: m.emailDomainInvalid }),
    )
    .max(MAX_EMAIL_DOMAINS, { error: m.emailDomainInvalid })
    .default([])
    .transform((list) => [...new Set(list)]),
});
export type DistrictInput = z.input<typeof districtInputSchema>;

const wholeNumber = (message: string, max?: number) =>
  blankToNull(
    z.preprocess(
      (v) => (typeof v === 'string' ? Number(v) : v),
      max === undefined
        ? z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(10_000_000, { error: message })
        : z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message }),
    ),
  );

export const schoolInputSchema = z.object({
  name: requiredText(m.schoolNameRequired, NAME_MAX).transform((v) => v.trim()),
  ncesId: blankToNull(
    z
      .string()
      .trim()
      .regex(/^\d{12}$/, { error: m.schoolNcesInvalid }),
  ),
  city,
  state: blankToNull(z.enum(US_STATE_CODES, { error: m.stateInvalid })),
  gradeBand: blankToNull(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(PK|KG|K|\d{1,2})(-(PK|KG|K|\d{1,2}))?$/, { error: m.gradeBandInvalid }),
  ),
  titleIStatus: blankToNull(z.enum(TITLE_I_STATUSES, { error: m.titleIInvalid })),
  estimatedEnrollment: wholeNumber(m.enrollmentInvalid),
  economicallyDisadvantagedPct: wholeNumber(m.disadvantagedInvalid, 100),
});
export type SchoolInput = z.input<typeof schoolInputSchema>;

// ---------------------------------------------------------------------------------------------
// POST …/:id/merge { targetId }: match a typed district or school to a directory one
// ---------------------------------------------------------------------------------------------

export const mergeRequestSchema = z.object({
  targetId: z.uuid({ error: m.targetRequired }),
});

// The onboarding questionnaire and application wizard (spec §2, §4, §5): its eight step codes, the
// text limits of every field, the rules of each step (the client's forms and the server share them)
// and the saved progress (PATCH /users/me/onboarding).
//
// Decisions where the spec is silent (see also docs/decisions.md, "Onboarding and applications"):
// - Step codes 0–6 are the wizard's screens in order; 7 (FINAL_ONBOARDING_STEP) means "application
//   created" and only POST /applications sets it. users.onboarding_step is the step to resume at.
// - Text limits (spec §5 lists 129, 500, 50, 100, 12 without saying which is which): names 50,
//   work e-mail 129 (64 + "@" + 64), phone 12 as stored ("+1" and 10 digits; typed with spaces,
//   dashes, dots and brackets up to 20), titleOther and the "Other" answer of how you heard about
//   us 100, objectives / success / comments 500.
// - A profile holds at most MAX_PROFILE_SCHOOLS (10) schools: enough for a district team, few
//   enough to review one by one; more schools take part through "Number of schools".
import { z } from 'zod';
import { CURRENT_ROLES, PREFIXES, TITLE_OTHER, TITLES } from './auth';
import { FINAL_ONBOARDING_STEP, PHONE_INPUT_MAX_LENGTH } from './constants';
import { messages } from './messages';
import { userSchema } from './users';
import { US_STATE_CODES } from './us-states';
import { emailSchema, nameSchema, phoneSchema, requiredText } from './validation';
// The text limits and rule texts live in onboarding-messages.ts (no zod), so the message catalogue
// reads them without building these schemas; re-exported for the code that imports them from here.
import { ONBOARDING_LIMITS, onboardingMessages } from './onboarding-messages';
export { ONBOARDING_LIMITS, onboardingMessages };

// ---------------------------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------------------------

export const ONBOARDING_STEP = {
  PROFILE: 0,
  DISTRICT: 1,
  SCHOOLS: 2,
  RESOURCES: 3,
  GOALS: 4,
  FUNDING: 5,
  REVIEW: 6,
  APPLICATION_CREATED: 7,
} as const satisfies Record<string, number>;

// The final step is the one sign-in checks; the two constants must never drift apart.
const _finalStepIsCreated: typeof FINAL_ONBOARDING_STEP = ONBOARDING_STEP.APPLICATION_CREATED;
void _finalStepIsCreated;

/** The wizard's screens (codes 0–6), with the key their answers are saved under. */
export const WIZARD_STEPS = [
  { code: 0, key: 'profile', title: 'About you' },
  { code: 1, key: 'district', title: 'District and schools' },
  { code: 2, key: 'schools', title: 'Your schools' },
  { code: 3, key: 'resources', title: 'Resources' },
  { code: 4, key: 'goals', title: 'Objectives' },
  { code: 5, key: 'funding', title: 'Funding' },
  { code: 6, key: 'review', title: 'Review and submit' },
] as const;
export type WizardStepKey = (typeof WIZARD_STEPS)[number]['key'];
export const LAST_WIZARD_STEP = ONBOARDING_STEP.REVIEW;

/** What the step indicator shows for each step (spec §4). */
export const STEP_STATUSES = ['complete', 'pending', 'in-progress', 'error'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Limits and choices
// ---------------------------------------------------------------------------------------------

export const MAX_PROFILE_SCHOOLS = ONBOARDING_LIMITS.maxProfileSchools;

export { CURRENT_ROLES, PREFIXES, TITLE_OTHER, TITLES };

export const FUNDING_OPTIONS = ['full', 'matching'] as const;
export type FundingOption = (typeof FUNDING_OPTIONS)[number];

export const HEARD_ABOUT_OTHER = 'Other';
export const HEARD_ABOUT_CHOICES = [
  'A colleague',
  'My district office',
  'A conference or event',
  'An e-mail from the programme',
  'Social media',
  'A web search',
  HEARD_ABOUT_OTHER,
] as const;

// ---------------------------------------------------------------------------------------------
// The rules of each step (strict: what "Next" and the server require)
// ---------------------------------------------------------------------------------------------

const choice = <T extends readonly [string, ...string[]]>(values: T, required: string, invalid = required) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .pipe(z.enum(values, { error: invalid }));

/** An optional field: "" and a missing value both mean "not given" (null). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

const hasWord = (v: string) => /[\p{L}\p{N}]/u.test(v);
/** Free-text answers: required, the blank and dash rules, a limit, and at least one letter or digit. */
const answer = (max: number, invalid: string) =>
  requiredText(messages.answerRequired, max).refine(hasWord, {
    error: invalid,
    // One message per problem: "Cannot contain spaces only" already says what is wrong.
    when: (payload) => payload.issues.length === 0,
  });

export const profileStepSchema = z
  .object({
    prefix: optional(z.enum(PREFIXES, { error: messages.prefixInvalid })),
    firstName: nameSchema(messages.nameRequired),
    lastName: nameSchema(messages.lastNameRequired),
    workEmail: z
      .string({ error: messages.emailRequired })
      .max(ONBOARDING_LIMITS.workEmail, { error: onboardingMessages.workEmailTooLong })
      .pipe(emailSchema),
    phoneNumber: phoneSchema,
    currentRole: choice(CURRENT_ROLES, messages.currentRoleRequired, messages.currentRoleInvalid),
    title: choice([...TITLES, TITLE_OTHER], messages.currentTitleRequired, messages.currentTitleInvalid),
    titleOther: optional(z.string().max(ONBOARDING_LIMITS.titleOther * 2)),
  })
  .superRefine((v, ctx) => {
    if (v.title !== TITLE_OTHER) return;
    const other = requiredText(messages.currentTitleRequired, ONBOARDING_LIMITS.titleOther).safeParse(v.titleOther ?? '');
    if (!other.success) ctx.addIssue({ code: 'custom', path: ['titleOther'], message: other.error.issues[0]!.message });
  });
export type ProfileStep = z.output<typeof profileStepSchema>;

const directoryRefSchema = z.object({ id: z.uuid({ error: messages.dataRequired }), name: z.string().max(300) });
export type DirectoryRef = z.infer<typeof directoryRefSchema>;

const typedName = (required: string) => requiredText(required, ONBOARDING_LIMITS.directoryName).transform((v) => v.trim());

/**
 * "My district or school isn't listed": the names the applicant typed. Submitting files the
 * application against a new district (and schools) marked unlisted, for staff to match to the
 * directory or accept. `noDistrict`: a school with no district (a charter school) applies on its
 * own, and its name stands as its district's (docs/decisions.md).
 */
const unlistedSchema = z
  .object({
    noDistrict: z.boolean().default(false),
    districtName: optional(z.string().max(ONBOARDING_LIMITS.directoryName * 2)),
    state: choice(US_STATE_CODES, onboardingMessages.stateRequired, onboardingMessages.stateInvalid),
    city: optional(requiredText(onboardingMessages.cityInvalid, ONBOARDING_LIMITS.directoryName).transform((v) => v.trim())),
    schools: z
      .array(z.object({ name: typedName(onboardingMessages.schoolNameRequired) }))
      .max(MAX_PROFILE_SCHOOLS, { error: onboardingMessages.limitReached }),
  })
  .superRefine((v, ctx) => {
    if (v.noDistrict) {
      if (v.schools.length !== 1) ctx.addIssue({ code: 'custom', path: ['schools'], message: onboardingMessages.noDistrictOneSchool });
    } else {
      const name = typedName(onboardingMessages.districtNameRequired).safeParse(v.districtName ?? '');
      if (!name.success) ctx.addIssue({ code: 'custom', path: ['districtName'], message: name.error.issues[0]!.message });
    }
    const names = v.schools.map((s) => s.name.toLowerCase());
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        ctx.addIssue({ code: 'custom', path: ['schools', index, 'name'], message: onboardingMessages.duplicateSchool });
    });
  })
  .transform((v) => ({ ...v, districtName: v.noDistrict ? v.schools[0]!.name : (v.districtName ?? '').trim() }));
export type UnlistedDistrict = z.output<typeof unlistedSchema>;

export const districtStepSchema = z
  .object({
    /** The directory's district; null when the applicant typed theirs (`unlisted`). */
    district: directoryRefSchema.nullable(),
    schools: z
      .array(directoryRefSchema)
      .max(MAX_PROFILE_SCHOOLS, { error: onboardingMessages.limitReached })
      .refine((list) => new Set(list.map((s) => s.id)).size === list.length, { error: onboardingMessages.duplicateSchool }),
    /** "Unlinked to the school" (spec §8): the applicant works for the district, at no one school. */
    unlinked: z.boolean().default(false),
    unlisted: unlistedSchema.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (!v.unlisted) {
      if (v.district === null) ctx.addIssue({ code: 'custom', path: ['district'], message: messages.districtRequired });
      else if (!v.unlinked && v.schools.length === 0) ctx.addIssue({ code: 'custom', path: ['schools'], message: messages.schoolRequired });
      return;
    }
    if (v.schools.length > 0) ctx.addIssue({ code: 'custom', path: ['schools'], message: onboardingMessages.unlistedWithDirectorySchools });
    else if (!v.unlinked && v.unlisted.schools.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['unlisted', 'schools'], message: messages.schoolRequired });
    }
  });
export type DistrictStep = z.output<typeof districtStepSchema>;

export const schoolsStepSchema = z.object({
  // An emptied number field is null (or NaN): "Number of schools is required".
  numberOfSchools: z.preprocess(
    (v) => (v === null || (typeof v === 'number' && Number.isNaN(v)) ? undefined : v),
    z
      .number({ error: messages.numberOfSchoolsRequired })
      .int({ error: onboardingMessages.numberOfSchoolsRange })
      .min(1, { error: onboardingMessages.numberOfSchoolsRange })
      .max(ONBOARDING_LIMITS.maxNumberOfSchools, { error: onboardingMessages.numberOfSchoolsRange }),
  ),
});

export const resourcesStepSchema = z.object({
  resourceIds: z
    .array(z.uuid({ error: onboardingMessages.resourceUnknown }))
    .min(1, { error: messages.resourceRequired })
    .max(ONBOARDING_LIMITS.maxResources)
    .refine((ids) => new Set(ids).size === ids.length, { error: onboardingMessages.resourceUnknown }),
});

export const goalsStepSchema = z.object({
  objectives: answer(ONBOARDING_LIMITS.objectives, messages.objectivesInvalid),
  successDescription: answer(ONBOARDING_LIMITS.successDescription, messages.successInvalid),
  /** Optional: anything else the programme should know (the application's "comments"). */
  comments: optional(
    z
      .string()
      .max(ONBOARDING_LIMITS.comments, { error: `Must be at most ${ONBOARDING_LIMITS.comments} characters` })
      .refine((v) => v.trim() === '' || hasWord(v), { error: messages.commentInvalid }),
  ),
});

export const fundingStepSchema = z
  .object({
    fundingOption: choice(FUNDING_OPTIONS, messages.answerRequired, messages.answerInvalid),
    heardAbout: choice(HEARD_ABOUT_CHOICES, messages.answerRequired, messages.answerInvalid),
    heardAboutOther: optional(z.string().max(ONBOARDING_LIMITS.heardAboutOther * 2)),
  })
  .superRefine((v, ctx) => {
    if (v.heardAbout !== HEARD_ABOUT_OTHER) return;
    const other = requiredText(messages.answerRequired, ONBOARDING_LIMITS.heardAboutOther).safeParse(v.heardAboutOther ?? '');
    if (!other.success) ctx.addIssue({ code: 'custom', path: ['heardAboutOther'], message: other.error.issues[0]!.message });
  });

export const reviewStepSchema = z.object({
  // A checkbox: false until ticked, and only true passes.
  agreement: z.boolean({ error: messages.agreementRequired }).refine((v) => v, { error: messages.agreementRequired }),
});

/** The rules of each wizard step, by its key. */
export const STEP_SCHEMAS = {
  profile: profileStepSchema,
  district: districtStepSchema,
  schools: schoolsStepSchema,
  resources: resourcesStepSchema,
  goals: goalsStepSchema,
  funding: fundingStepSchema,
  review: reviewStepSchema,
} as const satisfies Record<WizardStepKey, z.ZodType>;

// ---------------------------------------------------------------------------------------------
// Saved progress: answers as typed so far (lenient, bounded), validated strictly per step
// ---------------------------------------------------------------------------------------------

const loose = (max: number) =>
  z
    .string()
    .max(max * 2)
    .nullable()
    .optional();

export const onboardingDraftSchema = z.object({
  profile: z
    .object({
      prefix: loose(10),
      firstName: loose(ONBOARDING_LIMITS.name),
      lastName: loose(ONBOARDING_LIMITS.name),
      workEmail: loose(ONBOARDING_LIMITS.workEmail),
      phoneNumber: loose(PHONE_INPUT_MAX_LENGTH),
      currentRole: loose(50),
      title: loose(50),
      titleOther: loose(ONBOARDING_LIMITS.titleOther),
    })
    .optional(),
  district: z
    .object({
      district: directoryRefSchema.nullable().optional(),
      // The profile's limit holds for drafts too, so no client can save an 11th school.
      schools: z.array(directoryRefSchema).max(MAX_PROFILE_SCHOOLS, { error: onboardingMessages.limitReached }).optional(),
      unlinked: z.boolean().optional(),
      unlisted: z
        .object({
          noDistrict: z.boolean().optional(),
          districtName: loose(ONBOARDING_LIMITS.directoryName),
          state: loose(10),
          city: loose(ONBOARDING_LIMITS.directoryName),
          schools: z
            .array(z.object({ name: z.string().max(ONBOARDING_LIMITS.directoryName * 2) }))
            .max(MAX_PROFILE_SCHOOLS, { error: onboardingMessages.limitReached })
            .optional(),
        })
        .nullable()
        .optional(),
    })
    .optional(),
  schools: z.object({ numberOfSchools: z.number().int().min(0).max(1_000_000).nullable().optional() }).optional(),
  resources: z.object({ resourceIds: z.array(z.uuid()).max(ONBOARDING_LIMITS.maxResources).optional() }).optional(),
  goals: z
    .object({
      objectives: loose(ONBOARDING_LIMITS.objectives),
      successDescription: loose(ONBOARDING_LIMITS.successDescription),
      comments: loose(ONBOARDING_LIMITS.comments),
    })
    .optional(),
  funding: z
    .object({
      fundingOption: loose(20),
      heardAbout: loose(50),
      heardAboutOther: loose(ONBOARDING_LIMITS.heardAboutOther),
    })
    .optional(),
  review: z.object({ agreement: z.boolean().optional() }).optional(),
});
export type OnboardingDraft = z.infer<typeof onboardingDraftSchema>;

/** Answers of all steps, complete: what POST /applications takes. */
export const completeAnswersSchema = z.object(STEP_SCHEMAS).superRefine((v, ctx) => {
  for (const issue of crossStepIssues(v)) ctx.addIssue({ code: 'custom', ...issue });
});
export type CompleteAnswers = z.output<typeof completeAnswersSchema>;

/** Rules that span two steps: the number of schools covers the schools picked. */
function crossStepIssues(v: {
  district?: { schools?: unknown[]; unlisted?: { schools?: unknown[] } | null };
  schools?: { numberOfSchools?: number | null };
}) {
  // The typed schools count as picked too.
  const picked = (v.district?.schools?.length ?? 0) + (v.district?.unlisted?.schools?.length ?? 0);
  const count = v.schools?.numberOfSchools;
  if (typeof count === 'number' && count < picked) {
    return [{ path: ['schools', 'numberOfSchools'], message: onboardingMessages.numberOfSchoolsTooSmall(picked) }];
  }
  return [];
}

/**
 * The first step whose answers do not pass its rules (or the cross-step rule), up to `before`;
 * null when every step before `before` is complete. Field errors are prefixed with the step key.
 */
export function firstIncompleteStep(draft: OnboardingDraft, before: number) {
  for (const step of WIZARD_STEPS) {
    if (step.code >= before) break;
    const result = STEP_SCHEMAS[step.key].safeParse(draft[step.key] ?? {});
    const errors = result.success
      ? crossStepIssues(draft).filter((i) => i.path[0] === step.key)
      : result.error.issues.map((i) => ({ path: [step.key, ...i.path.map(String)], message: i.message }));
    if (errors.length) return { code: step.code, errors };
  }
  return null;
}

/** PATCH /users/me/onboarding: the step to resume at (0–6) and the answers so far. */
export const saveOnboardingRequestSchema = z.object({
  step: z
    .number({ error: 'step is required' })
    .int()
    .min(0, { error: `step must be 0 to ${LAST_WIZARD_STEP}` })
    .max(LAST_WIZARD_STEP, { error: `step must be 0 to ${LAST_WIZARD_STEP}; submitting creates the application` }),
  data: onboardingDraftSchema,
});
export type SaveOnboardingRequest = z.input<typeof saveOnboardingRequestSchema>;

export const onboardingProgressSchema = z.object({
  step: z.number().int().min(0).max(FINAL_ONBOARDING_STEP),
  data: onboardingDraftSchema,
  /** ISO instant of the last save on the server; null before the first. */
  savedAt: z.string().nullable(),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

export const saveOnboardingResponseSchema = z.object({ user: userSchema, progress: onboardingProgressSchema });
export type SaveOnboardingResponse = z.infer<typeof saveOnboardingResponseSchema>;

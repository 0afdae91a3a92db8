// Onboarding progress (spec §4): the step to resume at and the answers so far, saved on the user so
// another device resumes them; finished steps also update the profile they describe.
//
// District membership: choosing a district in the wizard does NOT by itself make the user a member
// (users.district_id decides what projects, checklists and applications they see). The profile
// joins the chosen district only when the account's confirmed e-mail links to it (a school contact
// address or a district e-mail domain, as the e-mail check finds) or it already belongs to it
// (invitation). Otherwise the choice lives on the application, which its applicant always sees.
import { and, eq, inArray } from 'drizzle-orm';
import {
  firstIncompleteStep,
  ONBOARDING_STEP,
  onboardingMessages,
  type DistrictStep,
  type OnboardingDraft,
  type OnboardingProgress,
  type ProfileStep,
  type SaveOnboardingRequest,
  type SaveOnboardingResponse,
  TITLE_OTHER,
  STEP_SCHEMAS,
} from '@contract/onboarding';
import { FINAL_ONBOARDING_STEP } from '@contract/constants';
import { messages } from '@contract/messages';
import type { Db, Tx } from '@server/db/connect';
import { districts, resources, schools, users, userSchools } from '@server/db/schema';
import { badRequest, conflict, HttpError, notFound } from '@server/plugins/http-error';
import { findOrganizationLink } from '../auth/directory-link';
import { loadUser } from '../auth/user-dto';

/** What users.onboarding_data holds: the answers and when they were saved. */
interface StoredOnboarding {
  draft?: OnboardingDraft;
  savedAt?: string;
}

export async function loadProgress(db: Db | Tx, userId: string): Promise<OnboardingProgress | null> {
  const [row] = await db.select({ step: users.onboardingStep, data: users.onboardingData }).from(users).where(eq(users.id, userId));
  if (!row) return null;
  const stored = row.data as StoredOnboarding;
  return { step: row.step, data: stored.draft ?? {}, savedAt: stored.savedAt ?? null };
}

/** Checks that the ids the answers name exist: the district, its schools, active resources. */
export async function checkReferences(tx: Db | Tx, draft: OnboardingDraft, upTo: number, fieldPrefix = ''): Promise<void> {
  const districtId = draft.district?.district?.id;
  if (upTo > ONBOARDING_STEP.DISTRICT && districtId) {
    const [district] = await tx.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId));
    if (!district) {
      throw badRequest(messages.districtRequired, [{ field: `${fieldPrefix}district.district`, message: messages.districtRequired }]);
    }
    const picked = draft.district?.schools?.map((s) => s.id) ?? [];
    if (picked.length) {
      const found = await tx
        .select({ id: schools.id })
        .from(schools)
        .where(and(inArray(schools.id, picked), eq(schools.districtId, districtId)));
      if (found.length !== picked.length) {
        const message = onboardingMessages.schoolOutsideDistrict;
        throw badRequest(message, [{ field: `${fieldPrefix}district.schools`, message }]);
      }
    }
  }
  // A typed district has no directory schools: the schools are typed too.
  if (upTo > ONBOARDING_STEP.DISTRICT && draft.district?.unlisted && draft.district.schools?.length) {
    const message = onboardingMessages.unlistedWithDirectorySchools;
    throw badRequest(message, [{ field: `${fieldPrefix}district.schools`, message }]);
  }
  const resourceIds = draft.resources?.resourceIds ?? [];
  if (upTo > ONBOARDING_STEP.RESOURCES && resourceIds.length) {
    const found = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(and(inArray(resources.id, resourceIds), eq(resources.isActive, true)));
    if (found.length !== resourceIds.length) {
      const message = onboardingMessages.resourceUnknown;
      throw badRequest(message, [{ field: `${fieldPrefix}resources.resourceIds`, message }]);
    }
  }
}

/** The profile fields of the "About you" step. */
export function profilePatch(profile: ProfileStep): Partial<typeof users.$inferInsert> {
  return {
    prefix: profile.prefix,
    firstName: profile.firstName.trim(),
    lastName: profile.lastName.trim(),
    phoneNumber: profile.phoneNumber,
    currentRole: profile.currentRole,
    title: profile.title,
    titleOther: profile.title === TITLE_OTHER ? (profile.titleOther?.trim() ?? null) : null,
  };
}

/**
 * Puts the district step's schools on the profile (user_schools, home school = the first) and
 * joins the district when the account's e-mail links to it (see the top of this file).
 */
export async function applyDistrictToProfile(
  tx: Tx,
  user: { id: string; email: string; isEmailConfirmed: boolean; districtId: string | null },
  step: DistrictStep,
): Promise<Partial<typeof users.$inferInsert>> {
  const patch: Partial<typeof users.$inferInsert> = {};
  // Null while the district is only typed (saving progress): the e-mail cannot link to it yet.
  const districtId = step.district?.id ?? null;
  if (districtId && !user.districtId && user.isEmailConfirmed) {
    const link = await findOrganizationLink(tx, user.email);
    if (link.district?.id === districtId) patch.districtId = districtId;
  }
  await tx.delete(userSchools).where(eq(userSchools.userId, user.id));
  if (step.schools.length) {
    await tx.insert(userSchools).values(step.schools.map((s) => ({ userId: user.id, schoolId: s.id })));
  }
  const home = step.unlinked ? null : (step.schools[0] ?? null);
  patch.schoolId = home?.id ?? null;
  patch.schoolName = home?.name ?? null;
  return patch;
}

export const applicationTypeOf = (numberOfSchools: number) => (numberOfSchools > 1 ? 'MultiSchool' : 'SingleSchool');

/** The user row, locked for this transaction, so two devices saving at once apply one after the other. */
export async function lockUser(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      isEmailConfirmed: users.isEmailConfirmed,
      districtId: users.districtId,
      onboardingStep: users.onboardingStep,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** PATCH /users/me/onboarding. Every step before `step` must be complete; later ones are drafts. */
export async function saveOnboarding(
  db: Db,
  userId: string,
  input: SaveOnboardingRequest & { data: OnboardingDraft },
  now: Date,
): Promise<SaveOnboardingResponse> {
  const savedAt = now.toISOString();
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.onboardingStep === FINAL_ONBOARDING_STEP) throw conflict(onboardingMessages.alreadySubmitted);
    const incomplete = firstIncompleteStep(input.data, input.step);
    if (incomplete) {
      throw badRequest(
        incomplete.errors[0]?.message ?? onboardingMessages.stepIncomplete,
        // Named like the body's own fields (data.profile.firstName), as zod names them.
        incomplete.errors.map((e) => ({ field: ['data', ...e.path].join('.'), message: e.message })),
      );
    }
    await checkReferences(tx, input.data, input.step, 'data.');

    let patch: Partial<typeof users.$inferInsert> = {
      onboardingStep: input.step,
      onboardingData: { draft: input.data, savedAt } satisfies StoredOnboarding,
    };
    // The checks above passed, so the finished steps parse; parse again for their output types.
    if (input.step > ONBOARDING_STEP.PROFILE) patch = { ...patch, ...profilePatch(STEP_SCHEMAS.profile.parse(input.data.profile)) };
    if (input.step > ONBOARDING_STEP.DISTRICT) {
      patch = { ...patch, ...(await applyDistrictToProfile(tx, user, STEP_SCHEMAS.district.parse(input.data.district))) };
    }
    if (input.step > ONBOARDING_STEP.SCHOOLS) {
      patch.applicationType = applicationTypeOf(STEP_SCHEMAS.schools.parse(input.data.schools).numberOfSchools);
    }
    await tx.update(users).set(patch).where(eq(users.id, userId));
  });

  const user = await loadUser(db, userId);
  if (!user) throw new HttpError(404, messages.notFound);
  return { user, progress: { step: input.step, data: input.data, savedAt } };
}

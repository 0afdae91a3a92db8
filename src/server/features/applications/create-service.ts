// POST /applications: the wizard's answers become an application (status New), the profile takes
// the answers it describes, and the user reaches the final onboarding step (appCreated).
// Who it belongs to and which full-funding rule applies: see the top of src/contract/applications.ts.
import { and, eq, sql } from 'drizzle-orm';
import { applicationMessages, type CreateApplicationResponse } from '@contract/applications';
import { FINAL_ONBOARDING_STEP } from '@contract/constants';
import { messages } from '@contract/messages';
import { HEARD_ABOUT_OTHER, type CompleteAnswers } from '@contract/onboarding';
import type { Db, Tx } from '@server/db/connect';
import { applicationResources, applications, applicationSchools, districts, users } from '@server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@server/plugins/http-error';
import { loadUser } from '../auth/user-dto';
import { loadViewer } from '../directory/service';
import { fileUnlistedDistrict } from '../directory/unlisted-service';
import { applicationTypeOf, applyDistrictToProfile, checkReferences, lockUser, profilePatch } from '../onboarding/service';
import { loadApplication } from './queries';
import { queueSubmittedMails } from './submitted-job';

/**
 * Full funding: one application every six months (spec §9). For a district application, the
 * district's linked full-funding applications count; the district row is locked first, so two
 * applications of one district at the same moment are checked one after the other. For an applicant
 * not linked to the district, only their own full-funding applications for it count (their user
 * row is already locked), and the message speaks of them, never of the district's own dates.
 */
async function checkFullFundingInterval(tx: Tx, districtId: string, applicant: { userId: string; linked: boolean }): Promise<void> {
  const [locked] = await tx.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId)).for('update');
  if (!locked) {
    throw badRequest(applicationMessages.districtUnknown, [{ field: 'district.district', message: applicationMessages.districtUnknown }]);
  }
  const counted = applicant.linked ? eq(applications.districtLinked, true) : eq(applications.userId, applicant.userId);
  // PostgreSQL's month arithmetic clamps to the month's end (Aug 31 + 6 months = Feb 28/29).
  const [last] = await tx
    .select({
      last: sql<string | null>`max(${applications.applicationDate})::text`,
      next: sql<string | null>`(max(${applications.applicationDate}) + interval '6 months')::date::text`,
      blocked: sql<boolean>`coalesce(current_date < (max(${applications.applicationDate}) + interval '6 months')::date, false)`,
    })
    .from(applications)
    .where(and(eq(applications.districtId, districtId), eq(applications.fundingOption, 'full'), counted));
  if (last?.blocked && last.last && last.next) {
    const message = applicant.linked
      ? applicationMessages.fullFundingLimit(last.last, last.next)
      : applicationMessages.fullFundingLimitOwn(last.last, last.next);
    throw conflict(message, [{ field: 'funding.fundingOption', message }]);
  }
}

export async function createApplication(db: Db, userId: string, answers: CompleteAnswers, now: Date): Promise<CreateApplicationResponse> {
  const applicationId = await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    // An application speaks for a district and its funding: only someone whose address is proven may make one.
    if (!user.isEmailConfirmed) throw forbidden(messages.emailVerificationRequired);
    await checkReferences(tx, answers, FINAL_ONBOARDING_STEP);
    const { profile, schools, goals, funding } = answers;
    // A typed district ("isn't listed") becomes a district row of its own, marked for staff to match.
    const district = answers.district.unlisted
      ? { ...answers.district, ...(await fileUnlistedDistrict(tx, answers.district.unlisted)) }
      : answers.district;
    const districtId = district.district!.id;
    // Joins the district first when the confirmed e-mail links to it, so a member applying for the
    // first time applies as the district's.
    const districtPatch = await applyDistrictToProfile(tx, user, district);
    const districtLinked = (districtPatch.districtId ?? user.districtId) === districtId;
    if (funding.fundingOption === 'full') await checkFullFundingInterval(tx, districtId, { userId, linked: districtLinked });

    const applicantName = `${profile.firstName.trim()} ${profile.lastName.trim()}`;
    const applicationType = applicationTypeOf(schools.numberOfSchools);
    const [created] = await tx
      .insert(applications)
      .values({
        userId,
        districtId,
        status: 'New',
        applicantName,
        numberOfSchools: schools.numberOfSchools,
        fundingOption: funding.fundingOption,
        contactName: applicantName,
        contactEmail: profile.workEmail,
        contactPhone: profile.phoneNumber,
        comments: goals.comments?.trim() || null,
        objectives: goals.objectives.trim(),
        successDescription: goals.successDescription.trim(),
        heardAbout: funding.heardAbout === HEARD_ABOUT_OTHER ? `Other: ${funding.heardAboutOther?.trim()}` : funding.heardAbout,
        applicationType,
        districtLinked,
      })
      .returning({ id: applications.id });
    const id = created!.id;
    if (district.schools.length) {
      await tx.insert(applicationSchools).values(district.schools.map((s) => ({ applicationId: id, schoolId: s.id })));
    }
    await tx.insert(applicationResources).values(answers.resources.resourceIds.map((resourceId) => ({ applicationId: id, resourceId, quantity: 1 })));

    await tx
      .update(users)
      .set({
        ...profilePatch(profile),
        ...districtPatch,
        applicationType,
        // The answers carry the agreement (the contract accepts only true): an account created
        // without it (Google) has it on record from now on; one from sign-up keeps its first date.
        termsAcceptedAt: sql`coalesce(${users.termsAcceptedAt}, ${now.toISOString()}::timestamptz)`,
        onboardingStep: FINAL_ONBOARDING_STEP,
        // The answers now live on the application; the next wizard run pre-fills from it.
        onboardingData: {},
      })
      .where(eq(users.id, userId));
    // The confirmation and staff's notice go out as jobs: SMTP trouble never fails the submit.
    await queueSubmittedMails(tx, id, userId, now);
    return id;
  });

  const [user, application] = await Promise.all([
    loadUser(db, userId),
    loadViewer(db, userId).then((viewer) => loadApplication(db, viewer, applicationId)),
  ]);
  if (!user || !application) throw notFound(messages.notFound);
  return { application, user };
}

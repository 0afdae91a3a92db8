// GET /applications/prefilled: where the wizard starts. The saved answers win; what they leave
// empty comes from the profile and from the applicant's latest application.
import { asc, desc, eq } from 'drizzle-orm';
import type { PrefilledApplication } from '@contract/applications';
import { HEARD_ABOUT_CHOICES, HEARD_ABOUT_OTHER, type OnboardingDraft } from '@contract/onboarding';
import type { Db } from '@server/db/connect';
import { applicationResources, applications, applicationSchools, districts, schools, users, userSchools } from '@server/db/schema';
import { notFound } from '@server/plugins/http-error';
import { loadProgress } from '../onboarding/service';

type StepKey = keyof OnboardingDraft;

/** Field by field: a saved value (even "") wins over a pre-filled one; undefined means "not saved". */
function merge(base: OnboardingDraft, saved: OnboardingDraft): OnboardingDraft {
  const out: Record<string, unknown> = { ...base };
  for (const key of Object.keys(saved) as StepKey[]) {
    const savedStep = saved[key] as Record<string, unknown> | undefined;
    if (!savedStep) continue;
    const defined = Object.fromEntries(Object.entries(savedStep).filter(([, v]) => v !== undefined));
    out[key] = { ...(base[key] as Record<string, unknown> | undefined), ...defined };
  }
  return out as OnboardingDraft;
}

function heardAboutFields(stored: string | null) {
  if (!stored) return {};
  if ((HEARD_ABOUT_CHOICES as readonly string[]).includes(stored)) return { heardAbout: stored, heardAboutOther: null };
  return { heardAbout: HEARD_ABOUT_OTHER, heardAboutOther: stored.replace(/^Other:\s*/, '') };
}

async function latestApplication(db: Db, userId: string) {
  const [app] = await db
    .select({
      id: applications.id,
      applicationNumber: applications.applicationNumber,
      districtId: districts.id,
      districtName: districts.name,
      numberOfSchools: applications.numberOfSchools,
      fundingOption: applications.fundingOption,
      objectives: applications.objectives,
      successDescription: applications.successDescription,
      comments: applications.comments,
      heardAbout: applications.heardAbout,
    })
    .from(applications)
    .innerJoin(districts, eq(districts.id, applications.districtId))
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  if (!app) return null;
  const [schoolRows, resourceRows] = await Promise.all([
    db
      .select({ id: schools.id, name: schools.name })
      .from(applicationSchools)
      .innerJoin(schools, eq(schools.id, applicationSchools.schoolId))
      .where(eq(applicationSchools.applicationId, app.id))
      .orderBy(asc(schools.name)),
    db.select({ id: applicationResources.resourceId }).from(applicationResources).where(eq(applicationResources.applicationId, app.id)),
  ]);
  return { ...app, schools: schoolRows, resourceIds: resourceRows.map((r) => r.id) };
}

export async function prefilledApplication(db: Db, userId: string): Promise<PrefilledApplication> {
  const progress = await loadProgress(db, userId);
  if (!progress) throw notFound();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const [earlier, profileDistrict, profileSchools] = await Promise.all([
    latestApplication(db, userId),
    user.districtId
      ? db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.id, user.districtId))
      : Promise.resolve([]),
    db
      .select({ id: schools.id, name: schools.name, districtId: schools.districtId })
      .from(userSchools)
      .innerJoin(schools, eq(schools.id, userSchools.schoolId))
      .where(eq(userSchools.userId, userId))
      .orderBy(asc(userSchools.createdAt), asc(schools.name)),
  ]);

  const district = earlier ? { id: earlier.districtId, name: earlier.districtName } : (profileDistrict[0] ?? null);
  const base: OnboardingDraft = {
    profile: {
      prefix: user.prefix,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      workEmail: user.email,
      phoneNumber: user.phoneNumber ?? '',
      currentRole: user.currentRole ?? '',
      title: user.title ?? '',
      titleOther: user.titleOther,
    },
    district: {
      district,
      schools: earlier ? earlier.schools : profileSchools.filter((s) => s.districtId === district?.id).map(({ id, name }) => ({ id, name })),
      unlinked: false,
    },
    ...(earlier
      ? {
          schools: { numberOfSchools: earlier.numberOfSchools },
          resources: { resourceIds: earlier.resourceIds },
          goals: { objectives: earlier.objectives, successDescription: earlier.successDescription, comments: earlier.comments },
          funding: { fundingOption: earlier.fundingOption, ...heardAboutFields(earlier.heardAbout) },
        }
      : {}),
  };

  return {
    progress: { step: progress.step, data: merge(base, progress.data), savedAt: progress.savedAt },
    basedOn: earlier ? { id: earlier.id, applicationNumber: earlier.applicationNumber } : null,
  };
}

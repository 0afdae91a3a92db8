// Builds the API's User (spec §3) from the database rows.
import { eq, inArray } from 'drizzle-orm';
import type { Role } from '@contract/constants';
import { isLanguage } from '@contract/languages';
import type { User } from '@contract/users';
import type { Db, Tx } from '@server/db/connect';
import { districts, schools, users, userSchools } from '@server/db/schema';

export async function loadUser(db: Db | Tx, userId: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;

  const [district] = row.districtId
    ? await db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.id, row.districtId))
    : [];
  const links = await db.select({ schoolId: userSchools.schoolId }).from(userSchools).where(eq(userSchools.userId, row.id));
  const schoolIds = [...new Set([...links.map((l) => l.schoolId), ...(row.schoolId ? [row.schoolId] : [])])];
  const schoolRows = schoolIds.length
    ? await db.select({ id: schools.id, name: schools.name, districtId: schools.districtId }).from(schools).where(inArray(schools.id, schoolIds))
    : [];
  const school = schoolRows.find((s) => s.id === row.schoolId) ?? null;

  return {
    id: row.id,
    email: row.email,
    onboardingStep: row.onboardingStep,
    firstName: row.firstName,
    lastName: row.lastName,
    applicationType: row.applicationType,
    showPlanningPopUp: row.showPlanningPopUp,
    district: district ?? null,
    school,
    schoolName: row.schoolName ?? school?.name ?? null,
    phoneNumber: row.phoneNumber,
    title: row.title,
    titleOther: row.titleOther,
    schools: schoolRows.filter((s) => links.some((l) => l.schoolId === s.id)),
    isEmailConfirmed: row.isEmailConfirmed,
    termsAccepted: row.termsAcceptedAt !== null,
    authority: row.roles as Role[],
    prefix: row.prefix,
    currentRole: row.currentRole,
    language: isLanguage(row.language) ? row.language : null,
  };
}

// Which organization an e-mail belongs to, from our own directory (spec §7 "email-check", §8):
// an address listed as a school's contact links to that school and its district; otherwise an
// address under a district's e-mail domain links to the district.
import { arrayContains, asc, eq } from 'drizzle-orm';
import type { EmailCheckResponse } from '@contract/auth';
import type { Db, Tx } from '@server/db/connect';
import { districts, schools } from '@server/db/schema';

export async function findOrganizationLink(db: Db | Tx, email: string): Promise<EmailCheckResponse> {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);

  const [school] = await db
    .select({ id: schools.id, name: schools.name, districtId: schools.districtId, districtName: districts.name })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .where(arrayContains(schools.contactEmails, [address]))
    .orderBy(asc(schools.name))
    .limit(1);
  if (school) {
    return {
      linked: true,
      district: { id: school.districtId, name: school.districtName },
      school: { id: school.id, name: school.name, districtId: school.districtId },
    };
  }

  const [district] = domain
    ? await db
        .select({ id: districts.id, name: districts.name })
        .from(districts)
        .where(arrayContains(districts.emailDomains, [domain]))
        .orderBy(asc(districts.name))
        .limit(1)
    : [];
  if (district) return { linked: true, district, school: null };
  return { linked: false, district: null, school: null };
}

// "My district or school isn't listed": the names an applicant typed become a district (and its
// schools) marked unlisted, which the application is filed against. Staff later match them to the
// directory or accept them (staff-directory-merge.ts).
import type { DirectoryRef, UnlistedDistrict } from '@contract/onboarding';
import type { Tx } from '@server/db/connect';
import { districts, schools } from '@server/db/schema';

export async function fileUnlistedDistrict(tx: Tx, typed: UnlistedDistrict): Promise<{ district: DirectoryRef; schools: DirectoryRef[] }> {
  const [district] = await tx
    .insert(districts)
    .values({ name: typed.districtName, state: typed.state, city: typed.city, unlisted: true })
    .returning({ id: districts.id, name: districts.name });
  const made = typed.schools.length
    ? await tx
        .insert(schools)
        .values(typed.schools.map((s) => ({ districtId: district!.id, name: s.name, state: typed.state, city: typed.city, unlisted: true })))
        .returning({ id: schools.id, name: schools.name })
    : [];
  // Inserted in the order typed; the first stays the home school.
  const byName = new Map(made.map((s) => [s.name, s]));
  return { district: district!, schools: typed.schools.map((s) => byName.get(s.name)!) };
}

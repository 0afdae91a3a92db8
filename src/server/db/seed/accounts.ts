// The three demo accounts of docs/architecture.md §3. E-mails and passwords come from DEMO_ACCOUNTS,
// which the server also prints at start, so the two can never disagree.
import { FINAL_ONBOARDING_STEP } from '@contract/constants';
import { hashPassword } from '@server/features/auth/passwords';
import type { Tx } from '../connect';
import { users, userSchools } from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { COORDINATOR_DISTRICT, COORDINATOR_SCHOOLS, type SeededDirectory } from './directory';
import { pick } from './context';

export interface SeededAccounts {
  coordinatorId: string;
  adminId: string;
  newUserId: string;
}

function account(email: string): (typeof DEMO_ACCOUNTS)[number] {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`Demo seed: ${email} is missing from DEMO_ACCOUNTS`);
  return found;
}

export async function seedAccounts(tx: Tx, directory: SeededDirectory): Promise<SeededAccounts> {
  const coordinator = account('coordinator@example.org');
  const admin = account('admin@example.org');
  const newcomer = account('new@example.org');
  const [homeSchool, secondSchool] = COORDINATOR_SCHOOLS;

  const [coordinatorRow] = await tx
    .insert(users)
    .values({
      email: coordinator.email,
      passwordHash: await hashPassword(coordinator.password),
      prefix: 'Ms',
      firstName: 'Dana',
      lastName: 'Whitfield',
      phoneNumber: '5135550142',
      currentRole: 'District Office',
      title: 'CTE Director',
      applicationType: 'MultiSchool',
      onboardingStep: FINAL_ONBOARDING_STEP,
      showPlanningPopUp: true,
      districtId: pick(directory.districtIds, COORDINATOR_DISTRICT),
      schoolId: pick(directory.schoolIds, homeSchool),
      schoolName: pick(directory.schoolNames, homeSchool),
      isEmailConfirmed: true,
      roles: ['USER'],
    })
    .returning({ id: users.id });

  const [adminRow] = await tx
    .insert(users)
    .values({
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      prefix: 'Mr',
      firstName: 'Marcus',
      lastName: 'Reyes',
      phoneNumber: '6145550187',
      title: 'School Success Manager',
      onboardingStep: FINAL_ONBOARDING_STEP,
      showPlanningPopUp: false,
      isEmailConfirmed: true,
      roles: ['ADMIN'],
    })
    .returning({ id: users.id });

  // Signed up and confirmed, nothing else: the onboarding wizard starts from the beginning.
  const [newRow] = await tx
    .insert(users)
    .values({
      email: newcomer.email,
      passwordHash: await hashPassword(newcomer.password),
      onboardingStep: 0,
      isEmailConfirmed: true,
      roles: ['USER'],
    })
    .returning({ id: users.id });

  await tx.insert(userSchools).values(
    [homeSchool, secondSchool].map((key) => ({
      userId: coordinatorRow!.id,
      schoolId: pick(directory.schoolIds, key),
    })),
  );

  return { coordinatorId: coordinatorRow!.id, adminId: adminRow!.id, newUserId: newRow!.id };
}

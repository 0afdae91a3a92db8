// The blueprint demo: the coordinator's approved blueprint gets its frozen quote (revision 1); a
// colleague at the district's career center has a blueprint that needs approval, with a fresh quote;
// and a second district's coordinator has a New application with no blueprint yet, so staff can
// build one and the two districts can be seen apart.
import { eq } from 'drizzle-orm';
import { FINAL_ONBOARDING_STEP, QUOTE_LOCK_MONTHS } from '@contract/constants';
import { hashPassword } from '@server/features/auth/passwords';
import type { Tx } from '../connect';
import {
  applicationResources,
  applications,
  applicationSchools,
  blueprintComments,
  blueprintQuoteRevisions,
  blueprintResources,
  blueprints,
  blueprintSchools,
  resources,
  users,
  userSchools,
} from '../schema';
import { pick, type DemoContext } from './context';
import { addMonths, dayFromToday, instantFromNow } from './dates';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Freezes a blueprint's lines and totals as its quote revision 1 (as issuing the quote does). */
async function freezeRevisionOne(tx: Tx, blueprintId: string, issuedById: string, issuedAt: Date) {
  const [row] = await tx.select().from(blueprints).where(eq(blueprints.id, blueprintId));
  if (!row?.quoteIssuedOn || !row.quoteExpiresAt || row.quoteCents === null) throw new Error('Demo seed: blueprint has no quote');
  const lines = await tx
    .select({
      resourceId: blueprintResources.resourceId,
      name: resources.name,
      type: resources.type,
      quantity: blueprintResources.quantity,
      unitCostCents: blueprintResources.unitCostCents,
    })
    .from(blueprintResources)
    .innerJoin(resources, eq(resources.id, blueprintResources.resourceId))
    .where(eq(blueprintResources.blueprintId, blueprintId))
    .orderBy(resources.type, resources.name);
  await tx.insert(blueprintQuoteRevisions).values({
    blueprintId,
    revision: 1,
    amountCents: row.quoteCents,
    totalProgramCostCents: row.totalProgramCostCents,
    directCostToDistrictCents: row.directCostToDistrictCents,
    lines,
    issuedOn: row.quoteIssuedOn,
    validUntil: row.quoteExpiresAt,
    issuedAt,
    issuedById,
    approvedAt: row.approvedAt,
    approvedById: row.approvedById,
  });
}

function lineValues(ctx: DemoContext, picks: [slug: string, quantity: number][]) {
  return picks.map(([slug, quantity]) => {
    const resource = pick(ctx.catalogue.resources, slug);
    return { resourceId: resource.id, quantity, unitCostCents: resource.unitCostCents };
  });
}

/** The career center's plan, built from its own application. */
const CAREER_CENTER_LINES: [slug: string, quantity: number][] = [
  ['career-pathways-explorer', 2],
  ['virtual-job-shadow', 3],
  ['engineering-design-pd', 1],
];

async function seedCareerCenterBlueprint(tx: Tx, ctx: DemoContext) {
  const districtId = pick(ctx.directory.districtIds, 'cedar-valley');
  const schoolId = pick(ctx.directory.schoolIds, 'cedar-valley-career-center');
  const { adminId, coordinatorId } = ctx.accounts;

  // A colleague who applied for the career center; invited by the district, no sign-in of her own yet.
  const [colleague] = await tx
    .insert(users)
    .values({
      email: 'priya.natarajan@cedarvalleyschools.example',
      firstName: 'Priya',
      lastName: 'Natarajan',
      currentRole: 'Career Coordinator',
      title: 'CTE Director',
      onboardingStep: FINAL_ONBOARDING_STEP,
      isEmailConfirmed: true,
      districtId,
      schoolId,
      schoolName: pick(ctx.directory.schoolNames, 'cedar-valley-career-center'),
      roles: ['USER'],
    })
    .returning({ id: users.id });
  const lines = lineValues(ctx, CAREER_CENTER_LINES);
  const linesTotal = lines.reduce((sum, line) => sum + line.quantity * line.unitCostCents, 0);
  // Facilitation on top of the resources; matching funds: the district pays 40%.
  const totalCents = linesTotal + 150_000;
  const directCents = Math.round(totalCents * 0.4);

  const [application] = await tx
    .insert(applications)
    .values({
      userId: colleague!.id,
      districtId,
      // Both applicants are members of their district when they apply: their applications are the district's.
      districtLinked: true,
      status: 'Building Blueprint',
      applicantName: 'Priya Natarajan',
      numberOfSchools: 1,
      applicationDate: dayFromToday(-90),
      assignedAdminId: adminId,
      fundingOption: 'matching',
      contactName: 'Priya Natarajan',
      contactEmail: 'priya.natarajan@cedarvalleyschools.example',
      objectives: 'Show every career-center student three STEM careers they can train for locally, and give our instructors a shared design process.',
      successDescription: 'Students can name a local pathway into a STEM career, and instructors run a design challenge each term.',
      heardAbout: 'A colleague',
      applicationType: 'SingleSchool',
      createdAt: instantFromNow(-90),
    })
    .returning({ id: applications.id });
  await tx.insert(applicationSchools).values({ applicationId: application!.id, schoolId });
  await tx.insert(applicationResources).values(lines.map(({ resourceId, quantity }) => ({ applicationId: application!.id, resourceId, quantity })));

  const quotedOn = dayFromToday(-3);
  const [blueprint] = await tx
    .insert(blueprints)
    .values({
      applicationId: application!.id,
      districtId,
      preparedFor: 'Cedar Valley Career & Technical Center',
      stage: 'In Review',
      approval: 'Needs approval',
      primaryContactId: colleague!.id,
      fundingPartner: 'Tri-County Workforce Partnership',
      fullyFunded: false,
      quoteCents: totalCents,
      quoteIssuedOn: quotedOn,
      quoteExpiresAt: addMonths(quotedOn, QUOTE_LOCK_MONTHS),
      quoteRevision: 1,
      totalProgramCostCents: totalCents,
      directCostToDistrictCents: directCents,
      studentsMin: 120,
      studentsMax: 160,
      educatorsMin: 6,
      educatorsMax: 8,
      contactHoursMin: 10,
      contactHoursMax: 14,
      impactSummary:
        'Career exploration for every career-center student, job shadows in the skilled trades, and a day of design-process training for instructors.',
      createdAt: instantFromNow(-14),
    })
    .returning({ id: blueprints.id });
  const blueprintId = blueprint!.id;
  await tx.insert(blueprintSchools).values({ blueprintId, schoolId });
  await tx.insert(blueprintResources).values(lines.map((line) => ({ blueprintId, ...line })));
  await freezeRevisionOne(tx, blueprintId, adminId, instantFromNow(-3));
  await tx.insert(blueprintComments).values([
    {
      blueprintId,
      authorId: adminId,
      body: 'Quote issued: the facilitation day is included in the total. Prices hold for six months.',
      createdAt: instantFromNow(-3),
    },
    {
      blueprintId,
      authorId: coordinatorId,
      body: 'Thanks! I will review it with Priya before our board meeting.',
      createdAt: instantFromNow(-2),
    },
  ]);
}

/** The second district's coordinator and their New application: nothing built yet. */
async function seedSecondDistrict(tx: Tx, ctx: DemoContext) {
  const account = DEMO_ACCOUNTS.find((a) => a.email === 'coordinator2@example.org');
  if (!account) throw new Error('Demo seed: coordinator2@example.org is missing from DEMO_ACCOUNTS');
  const districtId = pick(ctx.directory.districtIds, 'harbor-point');
  const schoolKeys = ['harbor-point-high', 'bayside-middle'];
  const [coordinator] = await tx
    .insert(users)
    .values({
      email: account.email,
      passwordHash: await hashPassword(account.password),
      prefix: 'Mr',
      firstName: 'Alex',
      lastName: 'Morgan',
      phoneNumber: '4095550123',
      currentRole: 'District Office',
      title: 'Superintendent',
      applicationType: 'MultiSchool',
      onboardingStep: FINAL_ONBOARDING_STEP,
      showPlanningPopUp: false,
      districtId,
      schoolId: pick(ctx.directory.schoolIds, schoolKeys[0]!),
      schoolName: pick(ctx.directory.schoolNames, schoolKeys[0]!),
      isEmailConfirmed: true,
      roles: ['USER'],
    })
    .returning({ id: users.id });
  await tx.insert(userSchools).values(schoolKeys.map((key) => ({ userId: coordinator!.id, schoolId: pick(ctx.directory.schoolIds, key) })));

  const [application] = await tx
    .insert(applications)
    .values({
      userId: coordinator!.id,
      districtId,
      districtLinked: true,
      status: 'New',
      applicantName: 'Alex Morgan',
      numberOfSchools: schoolKeys.length,
      applicationDate: dayFromToday(-5),
      fundingOption: 'matching',
      contactName: 'Alex Morgan',
      contactEmail: account.email,
      contactPhone: '4095550123',
      objectives: 'Bring hands-on engineering to our middle and high school students before the state STEM fair.',
      successDescription: 'Every 7th grader builds and tests a solar car, and the high school fields a robotics team.',
      heardAbout: 'A conference or event',
      applicationType: 'MultiSchool',
      createdAt: instantFromNow(-5),
    })
    .returning({ id: applications.id });
  await tx
    .insert(applicationSchools)
    .values(schoolKeys.map((key) => ({ applicationId: application!.id, schoolId: pick(ctx.directory.schoolIds, key) })));
  await tx.insert(applicationResources).values(
    lineValues(ctx, [
      ['solar-car-challenge', 6],
      ['robotics-classbox', 2],
      ['family-stem-night', 1],
    ]).map(({ resourceId, quantity }) => ({ applicationId: application!.id, resourceId, quantity })),
  );
}

export async function seedBlueprintDemo(tx: Tx, ctx: DemoContext, approvedBlueprintId: string): Promise<void> {
  await freezeRevisionOne(tx, approvedBlueprintId, ctx.accounts.adminId, instantFromNow(-45));
  await seedCareerCenterBlueprint(tx, ctx);
  await seedSecondDistrict(tx, ctx);
}

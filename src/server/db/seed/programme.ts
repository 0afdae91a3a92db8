// The coordinator's programme: an application with a created blueprint, approved and being
// implemented, with its resource lines, comments, an invited implementer and the funding.
import { QUOTE_LOCK_MONTHS } from '@contract/constants';
import type { Tx } from '../connect';
import {
  applicationResources,
  applications,
  applicationSchools,
  blueprintComments,
  blueprintImplementers,
  blueprintResources,
  blueprints,
  blueprintSchools,
  fundingAllocations,
} from '../schema';
import { pick, type DemoContext } from './context';
import { addMonths, dayFromToday, instantFromNow } from './dates';
import { COORDINATOR_DISTRICT, COORDINATOR_SCHOOLS } from './directory';

/** Blueprint lines: resource slug and quantity; prices are the catalogue's. Sum: $48,500. */
const BLUEPRINT_LINES: [slug: string, quantity: number][] = [
  ['mobile-maker-lab', 3],
  ['solar-car-challenge', 10],
  ['bridge-engineering', 10],
  ['water-filtration', 10],
  ['inquiry-in-action-pd', 2],
  ['robotics-classbox', 4],
];

/** What the coordinator picked on the application, before the blueprint refined it. */
const APPLICATION_PICKS: [slug: string, quantity: number][] = [
  ['mobile-maker-lab', 2],
  ['solar-car-challenge', 10],
  ['bridge-engineering', 8],
  ['inquiry-in-action-pd', 1],
  ['robotics-classbox', 4],
];

export async function seedProgramme(tx: Tx, ctx: DemoContext): Promise<{ blueprintId: string }> {
  const districtId = pick(ctx.directory.districtIds, COORDINATOR_DISTRICT);
  const schoolIds = COORDINATOR_SCHOOLS.map((key) => pick(ctx.directory.schoolIds, key));
  const { coordinatorId, adminId } = ctx.accounts;
  const fundsUsageDeadline = addMonths(dayFromToday(0), 8);

  const lines = BLUEPRINT_LINES.map(([slug, quantity]) => {
    const resource = pick(ctx.catalogue.resources, slug);
    return { resourceId: resource.id, quantity, unitCostCents: resource.unitCostCents };
  });
  const totalCents = lines.reduce((sum, line) => sum + line.quantity * line.unitCostCents, 0);

  const [application] = await tx
    .insert(applications)
    .values({
      userId: coordinatorId,
      districtId,
      status: 'Blueprint Created',
      applicantName: 'Dana Whitfield',
      numberOfSchools: schoolIds.length,
      applicationDate: dayFromToday(-75),
      assignedAdminId: adminId,
      fundingOption: 'full',
      fundsAllocatedCents: totalCents,
      fundsUsageDeadline,
      contactName: 'Dana Whitfield',
      contactEmail: 'coordinator@example.org',
      contactPhone: '5135550142',
      comments: 'Our career center would like to join next year if this pilot goes well.',
      objectives:
        'Give every 7th and 10th grader at least one hands-on engineering project this year, and ' +
        'train our science teachers to keep running them without outside help.',
      successDescription:
        'Students can explain the design process they used, more of them choose an engineering ' +
        'elective next year, and each school runs its kits again without programme staff.',
      heardAbout: 'A colleague at another district',
      applicationType: 'MultiSchool',
      // The coordinator belongs to Cedar Valley: the district's own application.
      districtLinked: true,
      createdAt: instantFromNow(-75),
    })
    .returning({ id: applications.id });
  const applicationId = application!.id;

  await tx.insert(applicationSchools).values(schoolIds.map((schoolId) => ({ applicationId, schoolId })));
  await tx.insert(applicationResources).values(
    APPLICATION_PICKS.map(([slug, quantity]) => ({
      applicationId,
      resourceId: pick(ctx.catalogue.resources, slug).id,
      quantity,
    })),
  );

  const quotedOn = dayFromToday(-45);
  const [blueprint] = await tx
    .insert(blueprints)
    .values({
      applicationId,
      districtId,
      preparedFor: 'Cedar Valley Unified School District',
      stage: 'Implementing',
      approval: 'Approved',
      approvedAt: instantFromNow(-40),
      approvedById: coordinatorId,
      primaryContactId: coordinatorId,
      fundingPartner: 'Great Lakes STEM Foundation',
      fullyFunded: true,
      quoteCents: totalCents,
      quoteIssuedOn: quotedOn,
      quoteExpiresAt: addMonths(quotedOn, QUOTE_LOCK_MONTHS),
      quoteRevision: 1,
      totalProgramCostCents: totalCents,
      directCostToDistrictCents: 0,
      studentsMin: 350,
      studentsMax: 420,
      educatorsMin: 12,
      educatorsMax: 16,
      contactHoursMin: 12,
      contactHoursMax: 18,
      impactSummary:
        'Three project kits across two schools, a maker lab visit for each grade level, and two ' +
        'days of professional learning for the science department.',
      createdAt: instantFromNow(-60),
    })
    .returning({ id: blueprints.id });
  const blueprintId = blueprint!.id;

  await tx.insert(blueprintSchools).values(schoolIds.map((schoolId) => ({ blueprintId, schoolId })));
  await tx.insert(blueprintResources).values(lines.map((line) => ({ blueprintId, ...line })));
  await tx.insert(blueprintComments).values([
    {
      blueprintId,
      authorId: adminId,
      body: 'The quote is confirmed with the funding partner; pricing is locked for six months.',
      createdAt: instantFromNow(-42),
    },
    {
      blueprintId,
      authorId: coordinatorId,
      body: 'Lincoln Middle starts the bridge unit after spring break; Cedar Valley High takes the solar cars first.',
      createdAt: instantFromNow(-38),
    },
  ]);
  await tx.insert(blueprintImplementers).values({
    blueprintId,
    email: 'jordan.ellis@cedarvalleyschools.example',
    invitedById: coordinatorId,
    invitedAt: instantFromNow(-30),
  });
  await tx.insert(fundingAllocations).values({
    districtId,
    applicationId,
    blueprintId,
    allocatedCents: totalCents,
    useBy: fundsUsageDeadline,
    createdAt: instantFromNow(-40),
  });

  return { blueprintId };
}

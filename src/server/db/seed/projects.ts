// The coordinator's hands-on projects: kits on hand at two schools, their onsite counts, and
// orders covering the states a teacher sees: an active checkout, a shipment on its way, and a
// finished checkout whose kits came back.
import type { Tx } from '../connect';
import { inventoryCounts, kitOrders, kitReturns, projects } from '../schema';
import { pick, type DemoContext } from './context';
import { dayFromToday, instantFromNow } from './dates';
import { COORDINATOR_DISTRICT } from './directory';

const PROJECTS = [
  { key: 'solar', school: 'cedar-valley-high', resource: 'solar-car-challenge', kits: 4, countedDaysAgo: 3 },
  { key: 'bridge', school: 'lincoln-middle', resource: 'bridge-engineering', kits: 7, countedDaysAgo: 14 },
  { key: 'water', school: 'cedar-valley-high', resource: 'water-filtration', kits: 10, countedDaysAgo: 20 },
] as const;

export async function seedProjects(tx: Tx, ctx: DemoContext, blueprintId: string): Promise<void> {
  const districtId = pick(ctx.directory.districtIds, COORDINATOR_DISTRICT);
  const { coordinatorId } = ctx.accounts;
  const projectIds = new Map<string, string>();

  for (const project of PROJECTS) {
    const resource = pick(ctx.catalogue.resources, project.resource);
    const countedAt = instantFromNow(-project.countedDaysAgo);
    const [row] = await tx
      .insert(projects)
      .values({
        districtId,
        schoolId: pick(ctx.directory.schoolIds, project.school),
        blueprintId,
        resourceId: resource.id,
        name: resource.name,
        kitsOnHand: project.kits,
        inventoryUpdatedAt: countedAt,
        createdAt: instantFromNow(-35),
      })
      .returning({ id: projects.id });
    projectIds.set(project.key, row!.id);
    await tx.insert(inventoryCounts).values({
      projectId: row!.id,
      kitsOnHand: project.kits,
      countedById: coordinatorId,
      countedAt,
    });
  }

  await tx.insert(kitOrders).values([
    {
      projectId: pick(projectIds, 'bridge'),
      kind: 'checkout',
      status: 'Active',
      checkoutName: 'Grade 7 Science, Period 3',
      startDate: dayFromToday(-10),
      returnDate: dayFromToday(25),
      supportOptions: ['Virtual kickoff with a programme specialist', 'Classroom co-teaching visit'],
      totalStudents: 18,
      groupSize: 'group-of-three',
      kitsNeeded: 6,
      contactHoursMin: 8,
      contactHoursMax: 12,
      createdById: coordinatorId,
      createdAt: instantFromNow(-12),
    },
    {
      // Six more solar car kits on their way: with the four on hand, the school reaches the cap of 10.
      projectId: pick(projectIds, 'solar'),
      kind: 'request',
      status: 'Shipped',
      requestedKits: 6,
      createdById: coordinatorId,
      createdAt: instantFromNow(-5),
    },
  ]);

  const [finished] = await tx
    .insert(kitOrders)
    .values({
      projectId: pick(projectIds, 'water'),
      kind: 'checkout',
      status: 'Returned',
      checkoutName: 'Environmental Science, Period 1',
      startDate: dayFromToday(-120),
      returnDate: dayFromToday(-90),
      supportOptions: ['Virtual kickoff with a programme specialist'],
      totalStudents: 20,
      groupSize: 'pairs',
      kitsNeeded: 10,
      kitsReturned: 10,
      contactHoursMin: 6,
      contactHoursMax: 9,
      createdById: coordinatorId,
      createdAt: instantFromNow(-125),
    })
    .returning({ id: kitOrders.id });
  await tx.insert(kitReturns).values({
    orderId: finished!.id,
    kits: 10,
    returnedById: coordinatorId,
    createdAt: instantFromNow(-90),
  });
}

// The coordinator's hands-on projects: kits on hand at two schools, their onsite counts, and
// orders covering the states a teacher sees: an active checkout, a shipment on its way (approved and
// shipped by programme staff), and a finished checkout whose kits came back — each with its history
// in the activity log, as the portal would have written it.
import { activityLog, inventoryCounts, kitOrders, kitReturns, projects } from '../schema';
import type { Tx } from '../connect';
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
  const { coordinatorId, adminId } = ctx.accounts;
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
        inventoryCountedAt: countedAt,
        createdAt: instantFromNow(-35),
      })
      .returning({ id: projects.id });
    projectIds.set(project.key, row!.id);
    await tx.insert(inventoryCounts).values({
      projectId: row!.id,
      kitsOnHand: project.kits,
      countedById: coordinatorId,
      countedAt,
      madeAt: countedAt,
    });
  }

  const [checkout, shipment] = await tx
    .insert(kitOrders)
    .values([
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
        carrier: 'UPS',
        trackingReference: '1Z4X827F0318452290',
        expectedArrival: dayFromToday(2),
        shippedAt: instantFromNow(-2),
        version: 3,
      },
    ])
    .returning({ id: kitOrders.id });

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
      version: 2,
    })
    .returning({ id: kitOrders.id });
  await tx.insert(kitReturns).values({
    orderId: finished!.id,
    kits: 10,
    returnedById: coordinatorId,
    madeAt: instantFromNow(-90),
    createdAt: instantFromNow(-90),
  });

  // Their histories (what the order timelines show).
  const event = (orderId: string, daysAgo: number, actorId: string, action: string, after: Record<string, unknown>, before: string | null) => ({
    entityType: 'kit-order',
    entityId: orderId,
    districtId,
    actorId,
    action,
    before: before === null ? null : { status: before },
    after,
    visibility: 'district' as const,
    createdAt: instantFromNow(-daysAgo),
  });
  await tx.insert(activityLog).values([
    event(checkout!.id, 12, coordinatorId, 'created', { status: 'Active', kits: 6 }, null),
    event(shipment!.id, 5, coordinatorId, 'created', { status: 'Requested', kits: 6 }, null),
    event(shipment!.id, 4, adminId, 'status-changed', { status: 'Approved' }, 'Requested'),
    event(
      shipment!.id,
      2,
      adminId,
      'status-changed',
      {
        status: 'Shipped',
        carrier: 'UPS',
        trackingReference: '1Z4X827F0318452290',
        expectedArrival: dayFromToday(2),
      },
      'Approved',
    ),
    event(finished!.id, 125, coordinatorId, 'created', { status: 'Active', kits: 10 }, null),
    event(finished!.id, 90, coordinatorId, 'kits-returned', { status: 'Returned', kits: 10 }, 'Active'),
  ]);
}

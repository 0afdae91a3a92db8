// GET /staff/kit-orders (the fulfilment queue), its filters' options, "Overdue" on both sides, and
// GET /staff/exports/kit-orders.csv with the queue's filters, all within the staff member's scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitOrder } from '@contract/projects';
import type { KitOrderFilterOptions, StaffKitOrder } from '@contract/projects-fulfilment';
import type { FastifyInstance } from 'fastify';
import { csvHeader } from '@server/features/exports/csv-reply';
import { KIT_ORDERS_CSV_COLUMNS } from '@server/features/projects/staff-routes';
import { wordsFor } from '@server/i18n/text';
import { ADMIN, coordinatorProjects, insertOrder, riverbendProject, routeCaller, tokenOf } from '../helpers/kit-orders';
import { makePerson, tokenFor } from '../helpers/factories';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { routes } from '@contract/routes';

let t: TestApp;
let admin: string;
let ssm: string;
let coordinator: string;
let riverbendOrderId: string;
let overdueId: string;
let riverbendDistrictId: string;
const call = routeCaller(() => t.app);
type Page = { items: StaffKitOrder[]; total: number };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A class checkout of the coordinator's whose Return Date has passed; resolves with its id. */
async function overdueCheckout(app: FastifyInstance, token: string) {
  const bridge = (await coordinatorProjects(app, token)).find((p) => p.name === 'Bridge Engineering')!;
  const overdue = await routeCaller(app)(token, routes.requestKits, {
    body: {
      kind: 'checkout',
      projectId: bridge.id,
      checkoutName: 'Late class',
      startDate: day(-20),
      returnDate: day(-2),
      totalStudents: 1,
      groupSize: 'one-to-one',
    },
  });
  expect(overdue.statusCode).toBe(201);
  return overdue.json().id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenOf(t.app, ADMIN);
  coordinator = (await signIn(t.app)).token.accessToken;
  const { project, district } = await riverbendProject(t.database.db);
  riverbendDistrictId = district.id;
  riverbendOrderId = (
    await insertOrder(t.database.db, { projectId: project.id, status: 'Requested', kits: 3, createdAt: new Date('2026-03-10T15:00:00Z') })
  ).id;
  // A school success manager who looks after Riverbend only.
  ssm = await tokenFor(t.app, await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [district.id] }));
  overdueId = await overdueCheckout(t.app, coordinator);
});
afterAll(() => t.close());

describe('the fulfilment queue', () => {
  it('lists every district’s orders for ADMIN, newest first, with total and paging', async () => {
    const all = (await call(admin, routes.staffKitOrders, { query: { limit: 50 } })).json() as Page;
    expect(all.total).toBe(5);
    expect(all.items.map((o) => o.createdAt)).toEqual([...all.items.map((o) => o.createdAt)].sort().reverse());
    expect(all.items.find((o) => o.id === riverbendOrderId)).toMatchObject({
      district: { name: 'Riverbend County Schools' },
      resource: { name: 'Coding with Micro Robots' },
      projectKitsOnHand: 2,
      requestedBy: null,
    });
    const page = (await call(admin, routes.staffKitOrders, { query: { limit: 2, offset: 2 } })).json() as Page;
    expect(page).toMatchObject({ total: 5 });
    expect(page.items.map((o) => o.id)).toEqual(all.items.slice(2, 4).map((o) => o.id));
  });

  it('reaches only the assigned districts of a school success manager', async () => {
    const mine = (await call(ssm, routes.staffKitOrders)).json() as Page;
    expect(mine).toMatchObject({ total: 1, items: [{ id: riverbendOrderId }] });
    const options = (await call(ssm, routes.staffKitOrderFilters)).json() as KitOrderFilterOptions;
    expect(options.districts).toEqual([{ id: riverbendDistrictId, name: 'Riverbend County Schools' }]);
    expect(options.projectKits.map((k) => k.name)).toEqual(['Coding with Micro Robots']);
    expect((await call(ssm, routes.staffKitOrder, { params: { id: overdueId } })).statusCode).toBe(404);
  });

  it('filters by status, kind, district, school, project kit, placed date and overdue', async () => {
    const options = (await call(admin, routes.staffKitOrderFilters)).json() as KitOrderFilterOptions;
    const cedar = options.districts.find((d) => d.name.startsWith('Cedar Valley'))!;
    const lincoln = options.schools.find((s) => s.name === 'Lincoln Middle School')!;
    const solar = options.projectKits.find((k) => k.name === 'Solar Car Challenge')!;
    const ids = async (query: Record<string, string | boolean>) =>
      ((await call(admin, routes.staffKitOrders, { query })).json() as Page).items.map((o) => o.status + ':' + o.kind);
    expect(await ids({ status: 'Requested' })).toEqual(['Requested:request']);
    expect((await ids({ kind: 'checkout' })).sort()).toEqual(['Active:checkout', 'Active:checkout', 'Returned:checkout']);
    expect(await ids({ districtId: riverbendDistrictId })).toEqual(['Requested:request']);
    expect((await ids({ districtId: cedar.id })).length).toBe(4);
    expect((await ids({ schoolId: lincoln.id })).sort()).toEqual(['Active:checkout', 'Active:checkout']);
    expect(await ids({ resourceId: solar.id })).toEqual(['Shipped:request']);
    expect(await ids({ from: '2026-03-10', to: '2026-03-10' })).toEqual(['Requested:request']);
    expect(await ids({ from: '2026-03-11', to: '2026-03-11' })).toEqual([]);
    const overdue = (await call(admin, routes.staffKitOrders, { query: { overdue: true } })).json() as Page;
    expect(overdue).toMatchObject({ total: 1, items: [{ id: overdueId, overdue: true, returnDate: day(-2) }] });
    expect(((await call(admin, routes.staffKitOrders, { query: { overdue: false } })).json() as Page).total).toBe(4);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ status: 'Lost' }, 'status'],
      [{ districtId: 'abc' }, 'districtId'],
      [{ from: '2026-13-01' }, 'from'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
      [{ overdue: 'maybe' }, 'overdue'],
      [{ limit: 500 }, 'limit'],
    ];
    for (const [query, field] of cases) {
      const response = await call(admin, routes.staffKitOrders, { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(
        response.json().errors.map((e: { field: string }) => e.field),
        JSON.stringify(query),
      ).toContain(field);
    }
  });

  it('is for programme staff only', async () => {
    expect((await call(coordinator, routes.staffKitOrders)).statusCode).toBe(403);
    expect((await call(coordinator, routes.exportKitOrders)).statusCode).toBe(403);
    expect((await apiCall(t.app, routes.staffKitOrders)).statusCode).toBe(401);
  });
});

describe('Overdue, on both sides', () => {
  // A database of its own: bringing the kits back ends the overdue checkout the queue's tests count.
  let own: TestApp;
  let coordinatorHere: string;
  let adminHere: string;
  let lateId: string;
  const callHere = routeCaller(() => own.app);
  beforeAll(async () => {
    own = await createTestApp();
    coordinatorHere = (await signIn(own.app)).token.accessToken;
    adminHere = await tokenOf(own.app, ADMIN);
    lateId = await overdueCheckout(own.app, coordinatorHere);
  });
  afterAll(() => own.close());

  it('marks a checkout past its Return Date with kits out, for the district and for staff, until the kits are back', async () => {
    const mine = (await callHere(coordinatorHere, routes.myOrders, { query: { limit: 50 } })).json() as { items: KitOrder[] };
    expect(mine.items.filter((o) => o.overdue).map((o) => o.id)).toEqual([lateId]);
    const staff = (await callHere(adminHere, routes.staffKitOrder, { params: { id: lateId } })).json();
    expect(staff.order.overdue).toBe(true);
    await callHere(coordinatorHere, routes.returnKits, { body: { orderId: lateId, kits: 1 } });
    const after = (await callHere(coordinatorHere, routes.myOrders, { query: { status: 'Returned', limit: 50 } })).json() as { items: KitOrder[] };
    expect(after.items.find((o) => o.id === lateId)).toMatchObject({ overdue: false, status: 'Returned' });
  });
});

describe('the kit-orders CSV export', () => {
  it('exports the queue with its filters, in scope, as CSV', async () => {
    const response = await call(admin, routes.exportKitOrders, { query: { kind: 'request' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="kit-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(csvHeader(wordsFor('en'), KIT_ORDERS_CSV_COLUMNS).join(','));
    expect(lines).toHaveLength(3);
    const riverbend = (await call(admin, routes.staffKitOrder, { params: { id: riverbendOrderId } })).json() as { order: StaffKitOrder };
    expect(riverbend.order.orderNumber).toBeGreaterThan(1000);
    expect(
      lines.some((line) => line.startsWith(`K-${riverbend.order.orderNumber},${riverbendOrderId},request,Requested,no,Riverbend County Schools,`)),
    ).toBe(true);
    expect(
      lines.some(
        (line) =>
          /^K-\d{4},/.test(line) &&
          line.includes(',request,Shipped,no,Cedar Valley Unified School District,Cedar Valley High School,Solar Car Challenge,'),
      ),
    ).toBe(true);

    const scoped = await call(ssm, routes.exportKitOrders);
    expect(scoped.body.trim().split('\r\n')).toHaveLength(2);
    expect((await call(admin, routes.exportKitOrders, { query: { status: 'Nope' } })).statusCode).toBe(400);
  });
});

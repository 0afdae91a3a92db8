// GET /staff/kit-orders (the fulfilment queue), its filters' options, "Overdue" on both sides, and
// GET /staff/exports/kit-orders.csv with the queue's filters, all within the staff member's scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitOrder } from '../../src/contract/projects';
import { KIT_ORDERS_CSV_COLUMNS, type KitOrderFilterOptions, type StaffKitOrder } from '../../src/contract/projects-fulfilment';
import { ADMIN, addPerson, assignDistrict, caller, coordinatorProjects, insertOrder, riverbendProject, tokenOf } from '../helpers/kit-orders';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiPath, routes } from '../../src/contract/routes';

let t: TestApp;
let admin: string;
let ssm: string;
let coordinator: string;
let riverbendOrderId: string;
let overdueId: string;
let riverbendDistrictId: string;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);
type Page = { items: StaffKitOrder[]; total: number };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

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
  const ssmId = await addPerson(t.database.db, 'ssm.queue@example.org', 'Manager-pass1', { roles: ['SCHOOL_SUCCESS_MANAGER'] });
  await assignDistrict(t.database.db, ssmId, district.id);
  ssm = await tokenOf(t.app, { email: 'ssm.queue@example.org', password: 'Manager-pass1' });
  // A class checkout of the coordinator's whose Return Date has passed.
  const bridge = (await coordinatorProjects(t.app, coordinator)).find((p) => p.name === 'Bridge Engineering')!;
  const overdue = await call(coordinator, 'POST', '/projects/kits-request', {
    kind: 'checkout',
    projectId: bridge.id,
    checkoutName: 'Late class',
    startDate: day(-20),
    returnDate: day(-2),
    totalStudents: 1,
    groupSize: 'one-to-one',
  });
  expect(overdue.statusCode).toBe(201);
  overdueId = overdue.json().id;
});
afterAll(() => t.close());

describe('the fulfilment queue', () => {
  it('lists every district’s orders for ADMIN, newest first, with total and paging', async () => {
    const all = (await call(admin, 'GET', '/staff/kit-orders?limit=50')).json() as Page;
    expect(all.total).toBe(5);
    expect(all.items.map((o) => o.createdAt)).toEqual([...all.items.map((o) => o.createdAt)].sort().reverse());
    expect(all.items.find((o) => o.id === riverbendOrderId)).toMatchObject({
      district: { name: 'Riverbend County Schools' },
      resource: { name: 'Coding with Micro Robots' },
      projectKitsOnHand: 2,
      requestedBy: null,
    });
    const page = (await call(admin, 'GET', '/staff/kit-orders?limit=2&offset=2')).json() as Page;
    expect(page).toMatchObject({ total: 5 });
    expect(page.items.map((o) => o.id)).toEqual(all.items.slice(2, 4).map((o) => o.id));
  });

  it('reaches only the assigned districts of a school success manager', async () => {
    const mine = (await call(ssm, 'GET', '/staff/kit-orders')).json() as Page;
    expect(mine).toMatchObject({ total: 1, items: [{ id: riverbendOrderId }] });
    const options = (await call(ssm, 'GET', '/staff/kit-orders/filters')).json() as KitOrderFilterOptions;
    expect(options.districts).toEqual([{ id: riverbendDistrictId, name: 'Riverbend County Schools' }]);
    expect(options.projectKits.map((k) => k.name)).toEqual(['Coding with Micro Robots']);
    expect((await call(ssm, 'GET', `/staff/kit-orders/${overdueId}`)).statusCode).toBe(404);
  });

  it('filters by status, kind, district, school, project kit, placed date and overdue', async () => {
    const options = (await call(admin, 'GET', '/staff/kit-orders/filters')).json() as KitOrderFilterOptions;
    const cedar = options.districts.find((d) => d.name.startsWith('Cedar Valley'))!;
    const lincoln = options.schools.find((s) => s.name === 'Lincoln Middle School')!;
    const solar = options.projectKits.find((k) => k.name === 'Solar Car Challenge')!;
    const ids = async (query: string) =>
      ((await call(admin, 'GET', `/staff/kit-orders?${query}`)).json() as Page).items.map((o) => o.status + ':' + o.kind);
    expect(await ids('status=Requested')).toEqual(['Requested:request']);
    expect((await ids('kind=checkout')).sort()).toEqual(['Active:checkout', 'Active:checkout', 'Returned:checkout']);
    expect(await ids(`districtId=${riverbendDistrictId}`)).toEqual(['Requested:request']);
    expect((await ids(`districtId=${cedar.id}`)).length).toBe(4);
    expect((await ids(`schoolId=${lincoln.id}`)).sort()).toEqual(['Active:checkout', 'Active:checkout']);
    expect(await ids(`resourceId=${solar.id}`)).toEqual(['Shipped:request']);
    expect(await ids('from=2026-03-10&to=2026-03-10')).toEqual(['Requested:request']);
    expect(await ids('from=2026-03-11&to=2026-03-11')).toEqual([]);
    const overdue = (await call(admin, 'GET', '/staff/kit-orders?overdue=true')).json() as Page;
    expect(overdue).toMatchObject({ total: 1, items: [{ id: overdueId, overdue: true, returnDate: day(-2) }] });
    expect(((await call(admin, 'GET', '/staff/kit-orders?overdue=false')).json() as Page).total).toBe(4);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['status=Lost', 'status'],
      ['districtId=abc', 'districtId'],
      ['from=2026-13-01', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['overdue=maybe', 'overdue'],
      ['limit=500', 'limit'],
    ];
    for (const [query, field] of cases) {
      const response = await call(admin, 'GET', `/staff/kit-orders?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(
        response.json().errors.map((e: { field: string }) => e.field),
        query,
      ).toContain(field);
    }
  });

  it('is for programme staff only', async () => {
    expect((await call(coordinator, 'GET', '/staff/kit-orders')).statusCode).toBe(403);
    expect((await call(coordinator, 'GET', '/staff/exports/kit-orders.csv')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: apiPath(routes.staffKitOrders) })).statusCode).toBe(401);
  });
});

describe('Overdue, on both sides', () => {
  it('marks a checkout past its Return Date with kits out, for the district and for staff, until the kits are back', async () => {
    const mine = (await call(coordinator, 'GET', '/projects/orders?limit=50')).json() as { items: KitOrder[] };
    expect(mine.items.filter((o) => o.overdue).map((o) => o.id)).toEqual([overdueId]);
    const staff = (await call(admin, 'GET', `/staff/kit-orders/${overdueId}`)).json();
    expect(staff.order.overdue).toBe(true);
    await call(coordinator, 'POST', '/projects/kits-return', { orderId: overdueId, kits: 1 });
    const after = (await call(coordinator, 'GET', '/projects/orders?status=Returned&limit=50')).json() as { items: KitOrder[] };
    expect(after.items.find((o) => o.id === overdueId)).toMatchObject({ overdue: false, status: 'Returned' });
  });
});

describe('the kit-orders CSV export', () => {
  it('exports the queue with its filters, in scope, as CSV', async () => {
    const response = await call(admin, 'GET', '/staff/exports/kit-orders.csv?kind=request');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="kit-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(KIT_ORDERS_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.startsWith(`${riverbendOrderId},request,Requested,no,Riverbend County Schools,`))).toBe(true);
    expect(
      lines.some((line) => line.includes(',request,Shipped,no,Cedar Valley Unified School District,Cedar Valley High School,Solar Car Challenge,')),
    ).toBe(true);

    const scoped = await call(ssm, 'GET', '/staff/exports/kit-orders.csv');
    expect(scoped.body.trim().split('\r\n')).toHaveLength(2);
    expect((await call(admin, 'GET', '/staff/exports/kit-orders.csv?status=Nope')).statusCode).toBe(400);
  });
});

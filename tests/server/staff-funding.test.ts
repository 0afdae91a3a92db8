// POST /staff/funding: an allocation reaches the district's dashboard and application details at
// once, allocating again corrects it, full funding goes to one application per district every six
// months, and the district sees "Funds allocated" in the application's history. The coordinator's
// allocation and Porter's full funding are the demo's; the other tests fund applications of their own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityListSchema } from '@contract/activity';
import { reviewListSchema } from '@contract/applications-staff';
import { dashboardSummarySchema } from '@contract/dashboard';
import { fundingAllocationSchema } from '@contract/funding';
import { routes } from '@contract/routes';
import { staffDistrictListSchema } from '@contract/staff-directory';
import { rawRows } from '@server/db/raw-rows';
import { makeApplication, makeDistrict } from '../helpers/factories';
import { ADMIN, callerFor, COORDINATOR, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let coordinator: Caller;

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const idOf = async (name: string) =>
  reviewListSchema.parse((await admin.request(routes.staffApplications, { query: { search: name } })).json()).items[0]!.id;
const fund = (caller: Caller, body: object) => caller.request(routes.allocateFunds, { body });
/** A new application of a district of its own, or of `districtId`. */
const newApplication = async (districtId?: string) => (await makeApplication(t.database.db, districtId ?? (await makeDistrict(t.database.db)).id)).id;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, coordinator] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER), callerFor(t, COORDINATOR)]);
});
afterAll(() => t.close());

describe('POST /staff/funding', () => {
  it("corrects the coordinator's allocation: their dashboard, the details and the history show it at once", async () => {
    const applicationId = await idOf('Whitfield');
    const useBy = dayFromToday(120);
    const response = await fund(admin, { applicationId, amountCents: 5_250_050, useBy });
    expect(response.statusCode, response.body).toBe(201);
    expect(fundingAllocationSchema.parse(response.json())).toMatchObject({ applicationId, allocatedCents: 5_250_050, useBy });

    const summary = dashboardSummarySchema.parse((await coordinator.request(routes.dashboardSummary)).json());
    expect(summary.funding).toMatchObject({ allocatedCents: 5_250_050, useBy });
    const detail = (await coordinator.request(routes.application, { params: { id: applicationId } })).json();
    expect(detail).toMatchObject({ fundsAllocatedCents: 5_250_050, fundsUsageDeadline: useBy });
    // One allocation per application: allocating again changed it rather than adding another.
    const rows = await t.database.db.execute(sql`select count(*)::int as n from funding_allocations where application_id = ${applicationId}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    const history = activityListSchema.parse((await coordinator.request(routes.applicationActivity, { params: { id: applicationId } })).json());
    expect(history.items[0]).toMatchObject({
      action: 'funds-allocated',
      visibility: 'district',
      actor: { name: 'Marcus Reyes' },
      before: { allocatedCents: 4_850_000 },
      after: { allocatedCents: 5_250_050, useBy },
    });
  });

  it("lets a manager fund their district's applications only", async () => {
    // The one district the demo manager looks after.
    const [theirs] = staffDistrictListSchema.parse((await manager.request(routes.staffDistricts)).json()).items;
    const rahman = await newApplication(theirs!.id);
    const ok = await fund(manager, { applicationId: rahman, amountCents: 1_200_000, useBy: dayFromToday(200) });
    expect(ok.statusCode).toBe(201);
    const staffView = (await manager.request(routes.staffApplication, { params: { id: rahman } })).json();
    expect(staffView.funding).toMatchObject({ allocatedCents: 1_200_000, useBy: dayFromToday(200) });
    expect(staffView.application.fundsAllocatedCents).toBe(1_200_000);

    const whitaker = await newApplication();
    expect((await fund(manager, { applicationId: whitaker, amountCents: 100, useBy: dayFromToday(10) })).statusCode).toBe(404);
    expect((await fund(coordinator, { applicationId: rahman, amountCents: 100, useBy: dayFromToday(10) })).statusCode).toBe(403);
  });

  it('refuses amounts and dates that make no sense, naming the field', async () => {
    const applicationId = await newApplication();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amountCents: 0, useBy: dayFromToday(10) }, 'amountCents', 'Enter an amount above $0'],
      [{ amountCents: 10.5, useBy: dayFromToday(10) }, 'amountCents', 'Enter dollars and cents, e.g. 12500 or 12500.50'],
      [{ useBy: dayFromToday(10) }, 'amountCents', 'Amount is required'],
      [{ amountCents: 100, useBy: dayFromToday(-1) }, 'useBy', 'The use-by date cannot be in the past'],
      [{ amountCents: 100, useBy: '31/12/2030' }, 'useBy', 'Data is required'],
      [{ amountCents: 2_000_000_000, useBy: dayFromToday(10) }, 'amountCents', 'Enter an amount of at most $10,000,000'],
    ];
    for (const [body, field, message] of cases) {
      const response = await fund(admin, { applicationId, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0]).toEqual({ field, message });
    }
  });

  it('gives full funding to one application per district every six months', async () => {
    const db = t.database.db;
    const porter = await idOf('Porter');
    // Porter's full-funding allocation was made ten days ago (the demo has it older than six months).
    await db.execute(sql`update funding_allocations set created_at = now() - interval '10 days' where application_id = ${porter}`);
    // Another full-funding application of Riverbend, as an older district could still hold.
    const inserted = await db.execute(sql`insert into applications (district_id, applicant_name, number_of_schools, funding_option)
      select district_id, 'Second Full', 1, 'full' from applications where id = ${porter} returning id`);
    const second = (inserted as unknown as { rows: { id: string }[] }).rows[0]!.id;

    const refused = await fund(admin, { applicationId: second, amountCents: 100_000, useBy: dayFromToday(90) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Full funding goes to one application per district every 6 months: this district received full funding on \d\d\/\d\d\/\d{4}\. Allocate again from \d\d\/\d\d\/\d{4}\.$/,
    );
    // Correcting Porter's own allocation is not a second application.
    expect((await fund(admin, { applicationId: porter, amountCents: 3_900_000, useBy: dayFromToday(30) })).statusCode).toBe(201);

    await db.execute(sql`update funding_allocations set created_at = now() - interval '7 months' where application_id = ${porter}`);
    expect((await fund(admin, { applicationId: second, amountCents: 100_000, useBy: dayFromToday(90) })).statusCode).toBe(201);
  });

  it('funds one of four full-funding applications of a district when 40 allocations race from two sessions', async () => {
    const db = t.database.db;
    // A district of its own, with four full-funding applications none of which has funds yet.
    const district = rawRows<{ id: string }>(
      await db.execute(sql`insert into districts (name, state) values ('Race Valley Unified', 'CA') returning id`),
    )[0]!.id;
    const applicationIds = rawRows<{ id: string }>(
      await db.execute(sql`insert into applications (district_id, applicant_name, number_of_schools, funding_option)
        select ${district}, 'Racer ' || n, 1, 'full' from generate_series(1, 4) n returning id`),
    ).map((row) => row.id);
    const secondAdmin = await callerFor(t, ADMIN);
    // Sent at once: on PostgreSQL they run in parallel transactions on the pool's connections.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fund([admin, secondAdmin][i % 2]!, {
          applicationId: applicationIds[i % 4],
          amountCents: 100_000 + i,
          useBy: dayFromToday(90),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // Allocating again corrects the one funded application (201): every 201 names the same one.
    const funded = new Set(
      answers.filter((answer) => answer.statusCode === 201).map((answer) => fundingAllocationSchema.parse(answer.json()).applicationId),
    );
    expect(funded.size, statuses.join(' ')).toBe(1);
    expect(
      statuses.filter((status) => status !== 201 && status !== 409),
      statuses.join(' '),
    ).toEqual([]);
    const allocations = rawRows<{ n: number }>(
      await db.execute(sql`select count(distinct application_id)::int as n from funding_allocations where district_id = ${district}`),
    )[0]!.n;
    expect(allocations).toBe(1);
  });
});

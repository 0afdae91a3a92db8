// GET /dashboard/summary: the coordinator's application, blueprint and funding; nothing for a user
// with no application; a district colleague sees the district's application.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSummarySchema, fundingTimeLeft } from '@contract/dashboard';
import { routes } from '@contract/routes';
import { users } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { makePerson } from '../helpers/factories';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function summaryFor(credentials?: { email: string; password: string }) {
  const { token } = await signIn(t.app, credentials);
  const response = await apiCall(t.app, routes.dashboardSummary, { token: token.accessToken });
  expect(response.statusCode, response.body).toBe(200);
  return dashboardSummarySchema.parse(response.json());
}

const today = new Date().toISOString().slice(0, 10);

describe('GET /dashboard/summary', () => {
  it('needs a signed-in user', async () => {
    const response = await apiCall(t.app, routes.dashboardSummary);
    expect(response.statusCode).toBe(401);
  });

  it('gives the coordinator their application, its blueprint and the funding window', async () => {
    const summary = await summaryFor();
    expect(summary.application).toMatchObject({
      applicationNumber: expect.any(Number),
      status: 'Blueprint Created',
      assignedAdmin: expect.any(String),
    });
    expect(summary.application!.applicationDate < today).toBe(true);
    expect(summary.blueprint).toMatchObject({ stage: 'Implementing', approval: 'Approved' });
    // The demo blueprint's lines add up to $48,500, all of it allocated, usable for eight months.
    expect(summary.funding).toMatchObject({ allocatedCents: 4_850_000 });
    expect(summary.funding!.useBy > today).toBe(true);
    expect(summary.funding!.allocatedOn <= today).toBe(true);
    const left = fundingTimeLeft(summary.funding!, today);
    expect(left.daysLeft).toBeGreaterThan(200);
    expect(left.fraction).toBeGreaterThan(0.5);
    expect(left.fraction).toBeLessThan(1);
  });

  it('is empty for a user with no application in their district', async () => {
    const summary = await summaryFor(await makePerson(t.database.db));
    expect(summary).toEqual({ application: null, blueprint: null, funding: null, countsDue: [] });
  });

  it("shows a district colleague the district's application", async () => {
    const [coordinator] = await t.database.db.select({ districtId: users.districtId }).from(users).where(eq(users.email, 'coordinator@example.org'));
    const colleague = await makePerson(t.database.db, { districtId: coordinator!.districtId });
    const summary = await summaryFor(colleague);
    expect(summary.application?.status).toBe('Blueprint Created');
    expect(summary.funding?.allocatedCents).toBe(4_850_000);
  });
});

describe('fundingTimeLeft', () => {
  it('runs from 1 at allocation to 0 at the deadline, in whole days', () => {
    const window = { allocatedOn: '2025-01-01', useBy: '2025-01-11' };
    expect(fundingTimeLeft(window, '2025-01-01')).toEqual({ fraction: 1, daysLeft: 10 });
    expect(fundingTimeLeft(window, '2025-01-06')).toEqual({ fraction: 0.5, daysLeft: 5 });
    expect(fundingTimeLeft(window, '2025-01-11')).toEqual({ fraction: 0, daysLeft: 0 });
    expect(fundingTimeLeft(window, '2025-01-20')).toEqual({ fraction: 0, daysLeft: -9 });
  });
});

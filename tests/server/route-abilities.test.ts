// Every write of the route table declares the ability of the permission table it needs: the route
// table is walked, and a write whose guards check no ability fails here, unless it is listed below
// as open to anyone, or as a person's own account, with the reason. A new write route cannot forget
// its guard without this test saying so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { ABILITIES } from '@contract/permissions';
import { routes, type RouteName } from '@contract/routes';
import { batchableRoutes } from '@server/plugins/change-batches';
import { registeredEndpoint, registeredRouteAbilities } from '@server/plugins/contract-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Writes that need no ability of the table, each with the reason. */
const OPEN_WRITES: Partial<Record<RouteName, string>> = {
  // Before a session exists: each checks its own credential (password, token, code).
  signIn: 'signs in with a password',
  signUp: 'creates an account',
  invitationSignUp: "creates an account from an invitation's token",
  googleSignUp: "creates an account from Google's code",
  googleInvitationSignUp: "creates an account from an invitation's token and Google's code",
  googleLogIn: "signs in with Google's code",
  oidcAuthorization: "answers the sign-in provider's page to go to, before anyone is signed in",
  oidcSignUp: "creates an account from a sign-in provider's code",
  oidcInvitationSignUp: "creates an account from an invitation's token and a sign-in provider's code",
  oidcLogIn: "signs in with a sign-in provider's code",
  refresh: 'renews a session with its refresh token',
  forgotPassword: 'sends a reset link to an address',
  resetPassword: "sets a password with the link's token",
  sendVerificationEmail: "sends the confirmation link to the session's own address",
  confirmationStatus: "reads the session's own confirmation",
  confirmEmail: "confirms an address with the link's token",
  validateToken: 'checks a link token',
  // The person's own account and session, whatever their role.
  signOut: 'ends the caller’s own session',
  saveOnboarding: "the caller's own onboarding answers",
  planningWatched: "the caller's own pop-up flag",
  completeProfile: "the caller's own profile",
  updateMe: "the caller's own language",
  updateReminderSetting: "the caller's own reminder settings",
  updateNotification: "the caller's own notice (another's answers 404)",
  readAllNotifications: "the caller's own notices",
  updateNotificationSetting: "the caller's own notice settings",
  changeEmail: "the caller's own address, changed once the link sent to the new one is opened",
  confirmEmailChange: "changes an address with the link's token",
  changePassword: "the caller's own password, with the current one",
  endOtherSessions: "the caller's own sessions",
  endSession: "the caller's own session",
  makeCalendarFeed: "the caller's own calendar address, which shows only what they may see",
  revokeCalendarFeed: "the caller's own calendar address",
  eventTicket: "a ticket for the caller's own event stream, which sends only what they may see",
  beatPresence: "the caller's own tab on a subject they may read (checked: 404 otherwise); changes nothing else",
  leavePresence: "the caller's own tab leaving",
  // Reads sent as POST by the specification (spec §7), scoped to the caller.
  districts: 'a directory search sent as POST',
  myApplications: "the caller's own applications, read with POST",
  // A batch runs each change's own guards; every batchable write is itself in the table.
  sendChanges: "each change runs its endpoint's guards",
  // Stored under its own hash for the caller's district; it changes nothing until a report of the district names it.
  putUpload: "a photo of the caller's district, named by its bytes",
};

/** Reads the specification sends as POST (a filter in the body): a read ability is what they need. */
const READS_BY_POST = new Set<RouteName>(['districts', 'myApplications', 'myBlueprints', 'blueprintSchoolsFilter']);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t.close());

describe('the route table', () => {
  it('has every write declare an ability of the permission table, or say why it needs none', () => {
    const missing: string[] = [];
    for (const [name, route] of Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][]) {
      if (route.method === 'GET') continue;
      const abilities = registeredRouteAbilities(route);
      expect(abilities, `${name} is not registered through apiRoute`).toBeDefined();
      for (const ability of abilities!) expect(ABILITIES).toContain(ability);
      // A write guarded only by an ability to read (approving a blueprint once was) says less than it does.
      if (abilities!.length > 0 && !READS_BY_POST.has(name))
        expect(
          abilities!.every((ability) => ability.endsWith(':read')),
          `${name} writes behind a read ability`,
        ).toBe(false);
      if (abilities!.length === 0 && !(name in OPEN_WRITES)) missing.push(`${name} (${route.method} ${route.path})`);
    }
    expect(missing).toEqual([]);
  });

  it("has every write a batch may carry declare its ability (the batch's own route runs theirs)", () => {
    const batchable = batchableRoutes();
    expect(batchable.length).toBeGreaterThan(0);
    for (const route of batchable) expect(registeredRouteAbilities(route), `${route.method} ${route.path}`).not.toEqual([]);
  });

  it('is served from the endpoint definitions: each route registered once, from its own, guarded as its access says', () => {
    for (const [name, route] of Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][]) {
      const definition = endpoints[name];
      expect(registeredEndpoint(route), name).toBe(definition);
      const checked = registeredRouteAbilities(route);
      // A route may check more than its declared ability (the kit orders' export asks for the queue's too), never less.
      if (definition.access === 'public' || definition.access === 'signed-in') expect(checked, name).toEqual([]);
      else expect(checked, name).toContain(definition.access);
    }
  });
});

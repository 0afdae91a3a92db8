// The staff console's suites: the demo's people signed in, and a short way to call the API as one.
import type { LightMyRequestResponse } from 'fastify';
import { signIn, type TestApp } from './test-app';
import { routes, type RouteDef } from '@contract/routes';
import { apiCall, type CallOptions } from './api-call';

export const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
export const MANAGER = { email: 'manager@example.org', password: 'Manager-pass1' };
export const COORDINATOR = { email: 'coordinator@example.org', password: 'Demo-pass1' };

export interface Caller {
  token: string;
  userId: string;
  /** A call to a route of the table as this person (api-call.ts). */
  request<R extends RouteDef>(route: R, options?: Omit<CallOptions<R>, 'token'>): Promise<LightMyRequestResponse>;
}

export async function callerFor(t: TestApp, credentials: { email: string; password: string }): Promise<Caller> {
  const session = await signIn(t.app, credentials);
  const token = session.token.accessToken;
  return {
    token,
    userId: session.user.id,
    request: (route, options = {}) => apiCall(t.app, route, { ...options, token }),
  };
}

/** The id of the demo district with this name. */
export async function districtId(admin: Caller, name: string): Promise<string> {
  const response = await admin.request(routes.staffDistricts);
  const found = (response.json().items as { id: string; name: string }[]).find((d) => d.name.startsWith(name));
  if (!found) throw new Error(`no district ${name}`);
  return found.id;
}

// The account page's calls (src/contract/account-endpoints.ts) and its list of sessions.
import useSWR from 'swr';
import type { ChangePasswordRequest } from '@contract/account';
import { accountEndpoints } from '@contract/account-endpoints';
import { apiRequest } from '@client/lib/http';

const SESSIONS_KEY = ['account', 'sessions'] as const;

export function useMySessions() {
  return useSWR(SESSIONS_KEY, () => apiRequest(accountEndpoints.mySessions));
}

/** PUT /users/me/email → 202: a link goes to the new address; the account keeps its address until it is opened. */
export function changeEmail(email: string) {
  return apiRequest(accountEndpoints.changeEmail, { body: { email } });
}

/** POST /users/me/email/token: needs no session (the link may be opened anywhere), so never redirects on 401. */
export function confirmEmailChange(token: string) {
  return apiRequest(accountEndpoints.confirmEmailChange, { body: { token }, unauthorizedRedirect: false });
}

export function changePassword(body: ChangePasswordRequest) {
  return apiRequest(accountEndpoints.changePassword, { body });
}

export function endSession(sessionId: string) {
  return apiRequest(accountEndpoints.endSession, { params: { sessionId } });
}

export function endOtherSessions() {
  return apiRequest(accountEndpoints.endOtherSessions);
}

// The signed-in session and user (spec §3), kept in localStorage and shared by every tab.
// React reads it through useSession (use-session.ts); the http client reads the token directly.
import { FINAL_ONBOARDING_STEP, ROLES } from '@contract/constants';
import { LANGUAGE_CODES } from '@contract/languages';
import type { InvitationInfo, StoredSession, TokenPair, User } from '@contract/users';
import { parseStored, readRaw, removeStored, storageKey, storageNames, writeStored } from './storage';
import { arrayOf, boolean, int, nullable, object, oneOf, optional, storedSchema, string, type Shape } from './stored-shape';

/**
 * signed-out: no usable token. onboarding: signed in but the application is not created yet.
 * authenticated: token, signedIn and appCreated all hold (spec §2).
 */
type SessionStatus = 'signed-out' | 'onboarding' | 'authenticated';

export type StoredUser = User & { invitationInfo?: InvitationInfo };

// The contract's storedSessionSchema, userSchema and invitationInfoSchema (contract/users.ts), checked
// without zod: this runs before the first screen (stored-shape.ts; stored-shape.test.ts keeps them
// in step with the schemas).
const districtRef = object({ id: string, name: string });
const schoolRef = object({ id: string, name: string, districtId: string });
const storedSessionShape: Shape<StoredSession> = object({
  signedIn: boolean,
  token: nullable(object({ accessToken: string, refreshToken: string })),
  appCreated: boolean,
});
const invitationInfoShape: Shape<InvitationInfo> = object({
  email: string,
  role: string,
  district: nullable(districtRef),
  school: nullable(schoolRef),
  invitedBy: nullable(object({ name: string, email: string })),
  expiresAt: string,
  blueprintId: optional(nullable(string)),
});
const storedUserShape: Shape<StoredUser> = object({
  id: string,
  email: string,
  onboardingStep: int(0, 7),
  firstName: nullable(string),
  lastName: nullable(string),
  applicationType: nullable(string),
  showPlanningPopUp: boolean,
  district: nullable(districtRef),
  school: nullable(schoolRef),
  schoolName: nullable(string),
  phoneNumber: nullable(string),
  title: nullable(string),
  titleOther: nullable(string),
  schools: arrayOf(schoolRef),
  isEmailConfirmed: boolean,
  termsAccepted: optional(boolean),
  authority: arrayOf(oneOf(ROLES)),
  prefix: optional(nullable(string)),
  currentRole: optional(nullable(string)),
  language: optional(nullable(oneOf(LANGUAGE_CODES))),
  /** An invitation sign-up merges its invitationInfo into the stored user (spec §3). */
  invitationInfo: optional(invitationInfoShape),
});
export const storedSessionSchema = storedSchema(storedSessionShape);
export const storedUserSchema = storedSchema(storedUserShape);

export interface SessionState {
  readonly session: StoredSession | null;
  readonly user: StoredUser | null;
  readonly status: SessionStatus;
}

function sessionStatus(session: StoredSession | null, user: User | null): SessionStatus {
  if (!session || !session.signedIn || !session.token || !user) return 'signed-out';
  return session.appCreated ? 'authenticated' : 'onboarding';
}

export function isAppCreated(user: Pick<User, 'onboardingStep'>): boolean {
  return user.onboardingStep === FINAL_ONBOARDING_STEP;
}

/** Builds the state from the two raw stored strings; pure, so it can be tested without a DOM. */
export function sessionStateFrom(rawSession: string | null, rawUser: string | null): SessionState {
  const session = parseStored(rawSession, storedSessionSchema);
  const user = parseStored(rawUser, storedUserSchema);
  return { session, user, status: sessionStatus(session, user) };
}

// useSyncExternalStore needs the same object back while nothing changed, so the parsed state is
// cached against the raw strings it came from.
let cached: { rawSession: string | null; rawUser: string | null; state: SessionState } | null = null;

export function getSessionState(): SessionState {
  const rawSession = readRaw(storageNames.session);
  const rawUser = readRaw(storageNames.user);
  if (!cached || cached.rawSession !== rawSession || cached.rawUser !== rawUser) {
    cached = { rawSession, rawUser, state: sessionStateFrom(rawSession, rawUser) };
  }
  return cached.state;
}

export const signedOutState: SessionState = { session: null, user: null, status: 'signed-out' };

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const watchedKeys = new Set([storageKey(storageNames.session), storageKey(storageNames.user)]);

// The storage event fires only in the other tabs, so signing out in one tab signs out all of them;
// a null key means the whole storage was cleared.
function onStorage(event: StorageEvent): void {
  if (event.key === null || watchedKeys.has(event.key)) notify();
}

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Stores what sign-in answered; appCreated follows the user's onboarding step. */
export function startSession(token: TokenPair, user: StoredUser): void {
  const session: StoredSession = { signedIn: true, token, appCreated: isAppCreated(user) };
  writeStored(storageNames.session, session);
  writeStored(storageNames.user, user);
  notify();
}

/**
 * Replaces the stored user (e.g. after onboarding or profile changes) and keeps appCreated in
 * step. The invitationInfo merged at an invitation sign-up stays unless the new user brings one.
 */
export function updateUser(user: StoredUser): void {
  const { session, user: previous } = getSessionState();
  if (session) writeStored(storageNames.session, { ...session, appCreated: isAppCreated(user) });
  const invitationInfo = user.invitationInfo ?? (previous?.id === user.id ? previous.invitationInfo : undefined);
  writeStored(storageNames.user, invitationInfo ? { ...user, invitationInfo } : user);
  notify();
}

/** Replaces the token pair after a renewal (PUT /sessions). */
export function replaceTokens(token: TokenPair): void {
  const { session } = getSessionState();
  if (!session) return;
  writeStored(storageNames.session, { ...session, token });
  notify();
}

/**
 * Sign-out clears session, user and onboarding progress (spec §4), and the screens saved for the next
 * page load (app/first-paint): they show the user's name and schools, which a shared device must forget.
 */
export function clearSession(): void {
  removeStored(storageNames.session);
  removeStored(storageNames.user);
  removeStored(storageNames.onboarding);
  removeStored(storageNames.firstPaint);
  notify();
}

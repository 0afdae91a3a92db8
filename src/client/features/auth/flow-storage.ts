// What an account flow remembers between screens of one tab, in sessionStorage under the
// versioned names of spec §2/§3 (storage::1::verifyEmail, storage::1::resetPassword): the address
// a link went to and when another may be asked for. Nothing here is secret; it only makes a reload
// keep the "Check your email" screen and its countdown.
import { STORAGE_VERSION } from '@contract/constants';

export interface SentLink {
  email: string;
  /** Epoch ms from which another link may be asked for. */
  nextAllowedAt: number;
  /** The daily cap was reached: the retry-later state (spec §4). */
  limitReached?: boolean;
  /** verifyEmail: the server's watch, to notice a confirmation made on another device (confirmation-signal.ts). */
  watch?: string;
}

type FlowName = 'verifyEmail' | 'resetPassword' | 'googleSignIn' | 'providerSignIn';

const key = (name: FlowName) => `storage::${STORAGE_VERSION}::${name}`;

export function readFlow<T>(name: FlowName, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key(name));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeFlow(name: FlowName, value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(key(name), JSON.stringify(value));
  } catch {
    // Storage unavailable: the screen still works, it just forgets on reload.
  }
}

export function clearFlow(name: FlowName): void {
  try {
    globalThis.sessionStorage?.removeItem(key(name));
  } catch {
    // See writeFlow.
  }
}

function isSentLink(value: unknown): value is SentLink {
  const v = value as Partial<SentLink> | null;
  return typeof v?.email === 'string' && typeof v.nextAllowedAt === 'number';
}

export const readSentLink = (name: 'verifyEmail' | 'resetPassword', email?: string | null) => {
  const sent = readFlow(name, isSentLink);
  return sent && (!email || sent.email === email.toLowerCase()) ? sent : null;
};

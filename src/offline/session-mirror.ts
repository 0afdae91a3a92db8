// The service worker cannot read localStorage, where the page keeps the session, so the page
// mirrors who is signed in and the current access token (short-lived, 15 minutes) into IndexedDB
// for the worker's `sync` event to push with. Never the refresh token: renewal rotates it, and only
// the page may do that (two holders of one refresh token would revoke the session).
import { db } from './db';

const SESSION_MIRROR_KEY = 'session';

export interface SessionMirror {
  userId: string;
  accessToken: string;
}

/** Writes (or, with null on sign-out, removes) the mirror. Skips the write when nothing changed. */
export async function mirrorSession(session: SessionMirror | null): Promise<void> {
  if (!session) {
    await db.meta.delete(SESSION_MIRROR_KEY);
    return;
  }
  const current = await readSessionMirror();
  if (current?.userId === session.userId && current.accessToken === session.accessToken) return;
  await db.meta.put({ key: SESSION_MIRROR_KEY, value: { userId: session.userId, accessToken: session.accessToken } });
}

export async function readSessionMirror(): Promise<SessionMirror | null> {
  const record = await db.meta.get(SESSION_MIRROR_KEY);
  const value = record?.value as Partial<SessionMirror> | undefined;
  return typeof value?.userId === 'string' && typeof value.accessToken === 'string' ? { userId: value.userId, accessToken: value.accessToken } : null;
}

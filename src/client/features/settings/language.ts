// Choosing the language: it changes on screen at once, and for a signed-in person it travels with
// the account (PATCH /users/me), so their other devices, the server's answers and their e-mails
// follow. Offline, the choice stays on this device; the account keeps its earlier one.
import { authEndpoints } from '@contract/auth-endpoints';
import { browserLocale, setLocale } from '@client/i18n/locale-store';
import type { Locale } from '@client/i18n/locales';
import { apiRequest } from '@client/lib/http';
import { getSessionState, updateUser } from '@client/lib/session-store';

/** `null`: follow the browser again. */
export async function chooseLanguage(next: Locale | null): Promise<void> {
  await setLocale(next ?? browserLocale());
  const { user, status } = getSessionState();
  if (!user || status === 'signed-out') return;
  try {
    const saved = await apiRequest(authEndpoints.updateMe, { body: { language: next } });
    const current = getSessionState().user;
    if (current?.id === saved.id) updateUser({ ...current, language: saved.language ?? null });
  } catch {
    // Kept on this device; the account's language is changed the next time it is chosen online.
  }
}

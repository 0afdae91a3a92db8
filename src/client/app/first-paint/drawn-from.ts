import { readRaw, storageNames } from '@client/lib/storage';
import { systemPrefersDark } from '../theme/system-scheme';
import type { DrawnFrom } from './saved-screens';

function signedIn(): boolean {
  try {
    const session = JSON.parse(readRaw(storageNames.session) ?? 'null') as { signedIn?: unknown } | null;
    return session?.signedIn === true;
  } catch {
    return false;
  }
}

/** What a screen drawn now would be drawn from; no user when nobody is signed in. */
export function drawingNow(): DrawnFrom {
  return {
    user: signedIn() ? readRaw(storageNames.user) : null,
    theme: readRaw(storageNames.theme),
    locale: readRaw(storageNames.locale),
    systemDark: systemPrefersDark(),
    // In <head>, so already parsed when the restore script runs after #root.
    styles: Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (link) => link.getAttribute('href') ?? '').join(' '),
  };
}

/** The address a screen is saved under and looked up by. */
export const currentAddress = () => location.pathname + location.search;

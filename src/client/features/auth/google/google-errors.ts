import { messages } from '@contract/messages';
import { translateMessage } from '@client/i18n/translate-message';
import { isApiError } from '@client/lib/http';
import { errorMessage } from '../form-errors';
import type { WaitWords } from '../wait';
import { GoogleFlowError } from './google-intent';

/**
 * What to tell the user when a Google sign-in did not work, in the current language (`words`
 * from useI18n()); null when they cancelled it themselves.
 */
export function googleErrorMessage(error: unknown, words: WaitWords): string | null {
  if (error instanceof GoogleFlowError) {
    if (error.reason === 'cancelled') return null;
    return translateMessage(words.t, error.reason === 'unavailable' ? messages.googleUnavailable : messages.googleSignInFailed);
  }
  return isApiError(error) ? errorMessage(error, words) : translateMessage(words.t, messages.googleSignInFailed);
}

/** A log-in with a Google account that has no account here: offer sign-up (spec §8). */
export const isUnknownGoogleAccount = (error: unknown) => isApiError(error) && error.status === 401;

import { messages } from '../../../../contract/messages';
import { isApiError } from '../../../lib/http';
import { errorMessage } from '../form-errors';
import { GoogleFlowError } from './google-intent';

/** What to tell the user when a Google sign-in did not work; null when they cancelled it themselves. */
export function googleErrorMessage(error: unknown): string | null {
  if (error instanceof GoogleFlowError) {
    if (error.reason === 'cancelled') return null;
    return error.reason === 'unavailable' ? messages.googleUnavailable : messages.googleSignInFailed;
  }
  return isApiError(error) ? errorMessage(error) : messages.googleSignInFailed;
}

/** A log-in with a Google account that has no account here: offer sign-up (spec §8). */
export const isUnknownGoogleAccount = (error: unknown) => isApiError(error) && error.status === 401;

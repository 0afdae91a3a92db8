// Errors from the API onto a form: field errors land on their fields (e.g. "This email has
// already been taken" on Email; the fields translate them), everything else becomes one message
// above the form, with the wait of a 429 when the server gave one.
import '@client/i18n/en/sign-in';
import { translateMessage } from '@client/i18n/translate-message';
import { isApiError, NETWORK_ERROR_STATUS } from '@client/lib/http';
import { describeWait, type WaitWords } from './wait';

/**
 * The message for a failed call, as a sentence the user can act on, in the current language
 * (`words` from useI18n()). The server's own message is a contract text where it has one.
 */
export function errorMessage(error: unknown, words: WaitWords): string {
  const { t } = words;
  if (!isApiError(error)) return t('auth.error.generic');
  if (error.status === NETWORK_ERROR_STATUS) return translateMessage(t, error.message);
  if (error.status === 429 && error.retryAfterSeconds !== null) {
    const when = describeWait(error.retryAfterSeconds, words);
    return t('auth.error.tryAgainWhen', { message: translateMessage(t, error.message), when });
  }
  return error.message ? translateMessage(t, error.message) : t('auth.error.generic');
}

/**
 * Puts the API's field errors on the form's fields (focusing the first) and returns the message
 * for the form as a whole, or null when every error found its field.
 */
export function applyServerErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  // react-hook-form's setError, or the sign-in form's own (use-checked-form.ts).
  setError: (name: Field, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
  words: WaitWords,
): string | null {
  if (!isApiError(error)) return words.t('auth.error.generic');
  const known = error.fieldErrors.filter((fieldError) => (fields as readonly string[]).includes(fieldError.field));
  known.forEach((fieldError, index) =>
    setError(fieldError.field as Field, { type: 'server', message: fieldError.message }, { shouldFocus: index === 0 }),
  );
  const unplaced = error.fieldErrors.length > known.length || error.fieldErrors.length === 0;
  return unplaced ? errorMessage(error, words) : null;
}

/** Seconds until the server takes the request again (429 Retry-After), when it said. */
export function retryAfterOf(error: unknown): number | null {
  return isApiError(error) ? error.retryAfterSeconds : null;
}

/** A link that expired or was used up (410 Gone, spec §8). */
export const isGone = (error: unknown) => isApiError(error) && error.status === 410;
/** A verification link of an address that is already confirmed (409 from POST /sessions/token). */
export const isAlreadyConfirmed = (error: unknown) => isApiError(error) && error.status === 409;

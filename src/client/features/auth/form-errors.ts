// Errors from the API onto a form: field errors land on their fields (e.g. "This email has
// already been taken" on Email), everything else becomes one message above the form, with the
// wait of a 429 when the server gave one.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError, NETWORK_ERROR_STATUS } from '../../lib/http';
import { describeWait } from './wait';

const GENERIC = 'Something went wrong. Please try again.';

/** The message for a failed call, as a sentence the user can act on. */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return GENERIC;
  if (error.status === NETWORK_ERROR_STATUS) return error.message;
  if (error.status === 429 && error.retryAfterSeconds !== null) {
    return `${error.message} You can try again ${describeWait(error.retryAfterSeconds)}.`;
  }
  return error.message || GENERIC;
}

/**
 * Puts the API's field errors on the form's fields (focusing the first) and returns the message
 * for the form as a whole, or null when every error found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): string | null {
  if (!isApiError(error)) return GENERIC;
  const known = error.fieldErrors.filter((fieldError) => (fields as readonly string[]).includes(fieldError.field));
  known.forEach((fieldError, index) =>
    setError(fieldError.field as FieldPath<T>, { type: 'server', message: fieldError.message }, { shouldFocus: index === 0 }),
  );
  const unplaced = error.fieldErrors.length > known.length || error.fieldErrors.length === 0;
  return unplaced ? errorMessage(error) : null;
}

/** Seconds until the server takes the request again (429 Retry-After), when it said. */
export function retryAfterOf(error: unknown): number | null {
  return isApiError(error) ? error.retryAfterSeconds : null;
}

/** A link that expired or was used up (410 Gone, spec §8). */
export const isGone = (error: unknown) => isApiError(error) && error.status === 410;

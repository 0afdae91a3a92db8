// The online-only writes (order requests, new checkouts): a failure becomes words for the form, and
// the server's field errors land on the form's fields. Offline, the form keeps what was typed.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError, NETWORK_ERROR_STATUS } from '../../lib/http';

export const OFFLINE_WRITE_MESSAGE =
  "You're offline. Sending this needs a connection: what you entered is kept here, so send it again when you're back online.";

/**
 * Puts the server's field errors on the named fields (focusing the first) and returns the message
 * for the form's banner, or null when every error found its field.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): string | null {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  if (error.status === NETWORK_ERROR_STATUS) return OFFLINE_WRITE_MESSAGE;
  const onFields = error.fieldErrors.filter((fieldError) => fields.includes(fieldError.field));
  onFields.forEach((fieldError, index) =>
    setError(fieldError.field as Path<T>, { type: 'server', message: fieldError.message }, { shouldFocus: index === 0 }),
  );
  return onFields.length === error.fieldErrors.length && onFields.length > 0 ? null : error.message;
}

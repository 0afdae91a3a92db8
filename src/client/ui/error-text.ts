// A failed call as one sentence in the user's language: offline, the server's own (contract) text,
// or a general one. Field errors go onto their form fields with placeFieldErrors.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { Translator } from '../i18n/translate';
import { translateMessage } from '../i18n/translate-message';
import { isApiError, NETWORK_ERROR_STATUS } from '../lib/http';

export function errorText(error: unknown, t: Translator['t']): string {
  if (isApiError(error) && error.status === NETWORK_ERROR_STATUS) return t('common.offline');
  if (isApiError(error) && error.message) return translateMessage(t, error.message);
  return t('common.errorGeneric');
}

/**
 * Puts the API's field errors on the form's fields (focusing the first) and returns the message for
 * the form as a whole, or null when every error found its field.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  t: Translator['t'],
): string | null {
  if (!isApiError(error)) return errorText(error, t);
  const known = error.fieldErrors.filter((fieldError) => fields.includes(fieldError.field));
  known.forEach((fieldError, index) =>
    setError(fieldError.field as FieldPath<T>, { type: 'server', message: fieldError.message }, { shouldFocus: index === 0 }),
  );
  return known.length === error.fieldErrors.length && known.length > 0 ? null : errorText(error, t);
}

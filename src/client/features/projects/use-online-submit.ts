// The online-only writes (order requests, new checkouts): a failure becomes words for the form, and
// the server's field errors land on the form's fields. Offline, the form keeps what was typed.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import '@client/i18n/en/projects';
import { translateMessage } from '@client/i18n/translate-message';
import type { Translator } from '@client/i18n/translate';
import { isApiError, NETWORK_ERROR_STATUS } from '@client/lib/http';

/**
 * Puts the server's field errors on the named fields (focusing the first) and returns the message
 * for the form's banner, in the current language, or null when every error found its field. The
 * fields keep the server's own text; the form's controls translate it as they show it.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  t: Translator['t'],
): string | null {
  if (!isApiError(error)) return t('projects.write.failed');
  if (error.status === NETWORK_ERROR_STATUS) return t('projects.write.offline');
  const onFields = error.fieldErrors.filter((fieldError) => fields.includes(fieldError.field));
  onFields.forEach((fieldError, index) =>
    setError(fieldError.field as Path<T>, { type: 'server', message: fieldError.message }, { shouldFocus: index === 0 }),
  );
  return onFields.length === error.fieldErrors.length && onFields.length > 0 ? null : translateMessage(t, error.message);
}

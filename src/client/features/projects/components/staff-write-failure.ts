// What a staff order form shows when the server refuses its write: the words of a network failure,
// the order's newer state (409: the panel reloads it), the server's messages at the form's own
// fields, or else its message above the form. Shared by the move and delivery-on-behalf forms.
import '@client/i18n/en/projects';
import { translateMessage } from '@client/i18n/translate-message';
import type { I18n } from '@client/i18n/locale-store';
import { isApiError, NETWORK_ERROR_STATUS } from '@client/lib/http';

interface FailureTargets<F extends string> {
  t: I18n['t'];
  /** The form's own field names: a server message about one of them is shown at it. */
  fields: readonly F[];
  setFieldError: (field: F, message: string) => void;
  setFailure: (text: string) => void;
  onStale: (message: string) => void;
}

export function showStaffWriteFailure<F extends string>(caught: unknown, { t, fields, setFieldError, setFailure, onStale }: FailureTargets<F>): void {
  if (!isApiError(caught)) return setFailure(t('projects.write.failed'));
  if (caught.status === NETWORK_ERROR_STATUS) return setFailure(t('projects.write.offline'));
  if (caught.status === 409) return onStale(caught.message);
  const isField = (field: string): field is F => (fields as readonly string[]).includes(field);
  const onFields = caught.fieldErrors.filter((fieldError) => isField(fieldError.field));
  onFields.forEach((fieldError) => setFieldError(fieldError.field as F, fieldError.message));
  if (onFields.length === 0) setFailure(translateMessage(t, caught.message));
}

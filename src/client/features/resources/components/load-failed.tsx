import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError, NETWORK_ERROR_STATUS } from '@client/lib/http';
import { Button } from '@client/ui/button';
import { AlertIcon } from '@client/ui/icons';

/** A list or page of the catalogue that could not be loaded, and a way to try again. */
export function LoadFailed({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const { t } = useI18n();
  const offline = isApiError(error) && error.status === NETWORK_ERROR_STATUS;
  return (
    <div role="alert" className="card flex flex-col items-center rounded-xl px-6 py-10 text-center">
      <div className="mb-3 flex size-11 items-center justify-center rounded-full bg-red-50 text-red-700">
        <AlertIcon className="size-6" />
      </div>
      <h2 className="text-base font-semibold text-slate-900">{t('common.couldNotLoad', { what })}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        {offline ? t('common.offline') : isApiError(error) ? translateMessage(t, error.message) : t('common.errorGeneric')}
      </p>
      <Button variant="secondary" className="mt-5" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}

import '../i18n/en/app';
import type { Translator } from '../i18n/translate';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';
import { isApiError, NETWORK_ERROR_STATUS } from '../lib/http';
import { AppLink } from '../ui/app-link';
import { Button, buttonClasses } from '../ui/button';
import { AlertIcon } from '../ui/alert-icon';
import { paths } from './paths';

interface DescribedError {
  status: string;
  message: string;
  /** False when rendering again cannot help (React.lazy keeps a failed import): reload instead. */
  retryable: boolean;
}

/**
 * Status and message of anything thrown, in the language of `t`: an ApiError carries its HTTP status
 * (shown as the server sent it) and a message the contract may have a translation for.
 */
export function describeError(error: unknown, t: Translator['t']): DescribedError {
  if (isApiError(error)) {
    const status = error.status === NETWORK_ERROR_STATUS ? error.statusText : `${error.status} ${error.statusText}`;
    return { status, message: translateMessage(t, error.message), retryable: true };
  }
  if (error instanceof Error) {
    // A failed lazy import: usually an update was deployed or the device went offline mid-visit.
    if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)) {
      return {
        status: t('app.error.chunkStatus'),
        message: t('app.error.chunkMessage', { message: error.message }),
        retryable: false,
      };
    }
    return { status: error.name || t('app.error.status'), message: error.message || t('app.error.message'), retryable: true };
  }
  return { status: t('app.error.status'), message: String(error), retryable: true };
}

interface ErrorScreenProps {
  error: unknown;
  /** Clears the error and renders the screen again. */
  onRetry?: () => void;
}

/** The generic fallback of spec §8, headed "Unexpected Application Error!". */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const { t } = useI18n();
  const { status, message, retryable } = describeError(error, t);
  return (
    <div className="mx-auto max-w-xl py-12" role="alert">
      <div className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertIcon className="size-6" />
      </div>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{t('app.error.title')}</h1>
      <p className="mt-3 text-lg font-semibold text-slate-800">{status}</p>
      <pre className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-slate-100 p-4 font-mono text-sm whitespace-pre-wrap text-slate-700">
        {message}
      </pre>
      <div className="mt-6 flex flex-wrap gap-3">
        {onRetry && retryable && <Button onClick={onRetry}>{t('app.error.tryAgain')}</Button>}
        <Button variant={onRetry && retryable ? 'secondary' : 'primary'} onClick={() => window.location.reload()}>
          {t('app.error.reload')}
        </Button>
        <AppLink to={paths.home()} className={buttonClasses('ghost')}>
          {t('app.error.home')}
        </AppLink>
      </div>
    </div>
  );
}

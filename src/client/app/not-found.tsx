import '../i18n/en/app-pages';
import { useI18n } from '../i18n/use-i18n';
import { AppLink } from '../ui/app-link';
import { buttonClasses } from '../ui/button';
import { CompassIcon, ShieldIcon } from '../ui/icons';
import { Logo } from '../ui/logo';
import { paths } from './paths';

/** The body of the not-found screen; inside the app layout or on its own page. */
export function NotFound() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-600">
        <CompassIcon className="size-7" />
      </div>
      <p className="mt-6 text-sm font-semibold text-primary-700">404</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{t('app.notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('app.notFound.description')}</p>
      <AppLink to={paths.home()} className={`${buttonClasses('primary')} mt-8`}>
        {t('app.notFound.home')}
      </AppLink>
    </div>
  );
}

/** A page the signed-in person may not open (the permission table does not grant it). */
export function NotAllowed() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-600">
        <ShieldIcon className="size-7" />
      </div>
      <p className="mt-6 text-sm font-semibold text-primary-700">403</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{t('app.forbidden.title')}</h1>
      <p className="mt-3 text-slate-600">{t('app.forbidden.description')}</p>
      <AppLink to={paths.home()} className={`${buttonClasses('primary')} mt-8`}>
        {t('app.notFound.home')}
      </AppLink>
    </div>
  );
}

/** Not-found for addresses outside every area, with the logo as the only chrome. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col px-4 py-8">
      <header>
        <AppLink to={paths.home()} className="inline-flex rounded-lg">
          <Logo />
        </AppLink>
      </header>
      <main className="flex flex-1 items-center justify-center">
        <NotFound />
      </main>
    </div>
  );
}

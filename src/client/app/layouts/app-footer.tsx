import '@client/i18n/en/frame';
import { useI18n } from '@client/i18n/use-i18n';
import { useClientConfig } from '@client/lib/client-config';
import { AppLink } from '@client/ui/app-link';
import { cx } from '@client/ui/cx';
import { paths } from '../paths';

/** The footer of every layout, signed in or not: privacy policy, terms (spec §2 footer keys), support. */
export function AppFooter({ className, showSupport = true }: { className?: string; showSupport?: boolean }) {
  const { t } = useI18n();
  const version = useClientConfig()?.version;
  const linkClasses = 'rounded underline-offset-2 hover:text-slate-900 hover:underline';
  return (
    <footer className={cx('text-sm text-slate-600', className)}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          <li>
            <AppLink to={paths.privacy()} className={linkClasses}>
              {t('footer.privacy')}
            </AppLink>
          </li>
          <li>
            <AppLink to={paths.terms()} className={linkClasses}>
              {t('footer.terms')}
            </AppLink>
          </li>
          {showSupport && (
            <li>
              <AppLink to={paths.support()} className={linkClasses}>
                {t('footer.support')}
              </AppLink>
            </li>
          )}
          {version && <li className="text-slate-500">{t('footer.version', { version })}</li>}
        </ul>
      </div>
    </footer>
  );
}

// Pages anyone may read without signing in (privacy policy, terms of use): the logo, a way to sign
// in, the page and the footer.
import '@client/i18n/en/legal';
import type { ReactNode } from 'react';
import { useI18n } from '@client/i18n/use-i18n';
import { useSession } from '@client/lib/use-session';
import { AppLink } from '@client/ui/app-link';
import { buttonClasses } from '@client/ui/button';
import { cx } from '@client/ui/cx';
import { paths } from '../paths';
import { AppFooter } from './app-footer';
import { BrandLink } from './brand';
import { contentWidth, MainContent, SkipLink } from './main-content';

export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { status } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className={cx(contentWidth, 'flex h-16 items-center justify-between gap-4')}>
          <BrandLink to={paths.home()} surface="page" />
          {status === 'signed-out' && (
            <AppLink to={paths.signIn()} className={buttonClasses('secondary', 'sm')}>
              {t('legal.backToSignIn')}
            </AppLink>
          )}
        </div>
      </header>
      <MainContent className={cx(contentWidth, 'py-10')}>{children}</MainContent>
      <AppFooter showSupport={false} className={cx(contentWidth, 'border-t border-slate-200 py-6')} />
    </div>
  );
}

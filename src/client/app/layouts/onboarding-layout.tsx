import { useState, type ReactNode } from 'react';
import { SignOutDialog } from '@client/features/auth/components/sign-out-dialog';
import { useI18n } from '@client/i18n/use-i18n';
import { useSession } from '@client/lib/use-session';
import { displayName } from '@client/lib/user-name';
import { Button } from '@client/ui/button';
import { LogOutIcon } from '@client/ui/icons';
import { Logo } from '@client/ui/logo';
import { AppFooter } from './app-footer';

/** Onboarding: signed in, no application yet, so no navigation — only who you are and sign-out. */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { user } = useSession();
  const [signOutOpen, setSignOutOpen] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center gap-4 px-4 sm:px-6">
          <Logo />
          <div className="flex-1" />
          {user && <span className="hidden truncate text-sm text-slate-600 sm:block">{displayName(user)}</span>}
          <Button variant="secondary" size="sm" onClick={() => setSignOutOpen(true)}>
            <LogOutIcon className="size-4" />
            {t('account.signOut')}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        {children}
      </main>
      <AppFooter showSupport={false} className="mx-auto max-w-4xl border-t border-slate-200 px-4 py-6 sm:px-6" />
      <SignOutDialog open={signOutOpen} onClose={() => setSignOutOpen(false)} />
    </div>
  );
}

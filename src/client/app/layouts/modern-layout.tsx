// The "modern" layout, the spec's default (§9): a 270 px side navigation on wide screens, a
// drawer behind a menu button on small ones, and a top bar with the user menu.
import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { SignOutDialog } from '../../features/auth/components/sign-out-dialog';
import { useSession } from '../../lib/use-session';
import { CloseIcon } from '../../ui/icons';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

export function ModernLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [navOpen, setNavOpen] = useState(false);
  const [signOutOpen, setSignOutOpen] = useState(false);
  // The route guard only renders this layout for a signed-in user.
  if (!user) return null;

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-primary-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>

      <aside className="fixed inset-y-0 left-0 z-20 hidden w-side-nav border-r border-slate-200 bg-white lg:block">
        <SideNav />
      </aside>

      <Dialog open={navOpen} onClose={setNavOpen} aria-label="Navigation" className="fixed inset-0 z-50 lg:hidden">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-slate-900/60 transition-opacity duration-200 data-closed:opacity-0"
        />
        <DialogPanel
          transition
          className="fixed inset-y-0 left-0 w-side-nav max-w-[85vw] bg-white shadow-xl transition duration-200 data-closed:-translate-x-full"
        >
          {/* Outside the panel, on the backdrop, so it never crowds the logo. */}
          <button
            type="button"
            onClick={() => setNavOpen(false)}
            className="absolute top-3 left-full ml-2 flex size-10 items-center justify-center rounded-lg text-white hover:bg-white/10"
          >
            <CloseIcon className="size-6" />
            <span className="sr-only">Close navigation</span>
          </button>
          <SideNav onNavigate={() => setNavOpen(false)} />
        </DialogPanel>
      </Dialog>

      <div className="lg:pl-side-nav">
        <TopBar user={user} onOpenNav={() => setNavOpen(true)} onSignOut={() => setSignOutOpen(true)} />
        <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none sm:px-6 lg:px-10 lg:py-10">
          {children}
        </main>
      </div>

      <SignOutDialog open={signOutOpen} onClose={() => setSignOutOpen(false)} />
    </div>
  );
}

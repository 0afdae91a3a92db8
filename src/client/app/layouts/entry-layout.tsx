import type { ReactNode } from 'react';
import { useSupportEmail } from '../../lib/client-config';
import { AppLink } from '../../ui/app-link';
import { ChecklistIcon, CubeIcon, MapIcon } from '../../ui/icons';
import { Logo, LogoMark } from '../../ui/logo';
import { paths } from '../paths';

const HIGHLIGHTS = [
  { icon: MapIcon, text: 'Apply to the programme and plan blueprints with your district team.' },
  { icon: CubeIcon, text: 'Request, return and count hands-on project kits for your classrooms.' },
  { icon: ChecklistIcon, text: 'Work through your checklist and stay on top of every deadline.' },
];

/** The unauthenticated entry area: the programme on the left (desktop), the screen's card on the right. */
export function EntryLayout({ children }: { children: ReactNode }) {
  const supportEmail = useSupportEmail();
  return (
    <div className="flex min-h-dvh">
      <aside className="relative hidden w-[44%] max-w-2xl flex-col justify-between overflow-hidden bg-primary-700 px-12 py-10 text-white lg:flex">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-primary-500/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-24 size-[28rem] rounded-full bg-primary-900/50 blur-3xl"
        />
        <div className="relative flex items-center gap-3">
          <LogoMark className="size-10 ring-1 ring-white/30" />
          <span className="text-xl font-bold tracking-tight">Hands-On Portal</span>
        </div>
        <div className="relative max-w-md">
          <p className="text-4xl leading-tight font-bold tracking-tight">Hands-on STEM learning for every school.</p>
          <p className="mt-4 text-lg text-primary-100">
            One place for school and district staff to apply, plan and run the programme.
          </p>
          <ul className="mt-10 space-y-5">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/20">
                  <Icon className="size-5" />
                </span>
                <span className="pt-2 text-primary-50">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-primary-200">
          Questions?{' '}
          <a href={`mailto:${supportEmail}`} className="font-medium text-white underline-offset-2 hover:underline">
            {supportEmail}
          </a>
        </p>
      </aside>

      <div className="flex flex-1 flex-col bg-slate-50">
        <header className="px-6 pt-8 lg:hidden">
          <AppLink to={paths.home()} className="inline-flex rounded-lg">
            <Logo />
          </AppLink>
          <p className="mt-3 text-sm text-slate-600">Hands-on STEM learning for every school.</p>
        </header>
        <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:px-6 sm:py-12">
          <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            {children}
          </div>
        </main>
        <footer className="px-6 pb-6 text-center text-xs text-slate-500 lg:hidden">
          Need help?{' '}
          <a href={`mailto:${supportEmail}`} className="font-medium text-primary-700 hover:underline">
            {supportEmail}
          </a>
        </footer>
      </div>
    </div>
  );
}

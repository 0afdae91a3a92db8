import type { ReactNode } from 'react';
import type { MessageId } from '@client/i18n/en';
import { useI18n } from '@client/i18n/use-i18n';
import { useSupportEmail } from '@client/lib/client-config';
import { AppLink } from '@client/ui/app-link';
import { ChecklistIcon, CubeIcon, MapIcon } from '@client/ui/highlight-icons';
import { LogoMark } from '@client/ui/logo';
import { paths } from '../paths';
import { BrandLink } from './brand';

const HIGHLIGHTS: { icon: typeof MapIcon; textId: MessageId }[] = [
  { icon: MapIcon, textId: 'entry.highlight.plan' },
  { icon: CubeIcon, textId: 'entry.highlight.kits' },
  { icon: ChecklistIcon, textId: 'entry.highlight.checklist' },
];

/** Privacy policy and terms (spec §2 footer keys), reachable before signing in. */
function LegalLinks({ className }: { className: string }) {
  const { t } = useI18n();
  return (
    <span className="inline-flex gap-4">
      <AppLink to={paths.privacy()} className={className}>
        {t('footer.privacy')}
      </AppLink>
      <AppLink to={paths.terms()} className={className}>
        {t('footer.terms')}
      </AppLink>
    </span>
  );
}

/**
 * The unauthenticated entry area: the programme on the left (desktop), the screen's card on the right.
 * The programme panel is drawn with the raw palette (--p-*, --n-*), which dark mode does not flip,
 * so it stays a deep blue with white text in both modes.
 */
export function EntryLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const supportEmail = useSupportEmail();
  return (
    <div className="flex min-h-dvh">
      <aside className="relative hidden w-[44%] max-w-2xl flex-col justify-between overflow-hidden bg-(--p-700) px-12 py-10 text-(--n-0) [--focus-ring:var(--n-0)] lg:flex dark:bg-(--p-900)">
        <div aria-hidden="true" className="pointer-events-none absolute -end-32 -top-32 size-96 rounded-full bg-(--p-500)/40 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -start-24 -bottom-40 size-[28rem] rounded-full bg-(--p-950)/50 blur-3xl" />
        <div className="relative flex items-center gap-3">
          <LogoMark className="size-10 ring-1 ring-(--n-0)/30" />
          <span className="text-xl font-bold tracking-tight">{t('brand.name')}</span>
        </div>
        <div className="relative max-w-md">
          <p className="text-4xl leading-tight font-bold tracking-tight">{t('brand.tagline')}</p>
          <p className="mt-4 text-lg text-(--p-100)">{t('entry.lead')}</p>
          <ul className="mt-10 space-y-5">
            {HIGHLIGHTS.map(({ icon: Icon, textId }) => (
              <li key={textId} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-(--n-0)/10 ring-1 ring-(--n-0)/20">
                  <Icon className="size-5" />
                </span>
                <span className="pt-2 text-(--p-50)">{t(textId)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative flex flex-wrap items-center justify-between gap-4 text-sm text-(--p-100)">
          <p>
            {t('entry.questions')}{' '}
            <a href={`mailto:${supportEmail}`} className="font-medium text-(--n-0) underline-offset-2 hover:underline">
              {supportEmail}
            </a>
          </p>
          <LegalLinks className="text-(--p-50) underline-offset-2 hover:text-(--n-0) hover:underline" />
        </div>
      </aside>

      <div className="flex flex-1 flex-col bg-slate-50">
        <header className="px-6 pt-8 lg:hidden">
          <BrandLink to={paths.home()} surface="page" />
          <p className="mt-3 text-sm text-slate-600">{t('brand.tagline')}</p>
        </header>
        <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:px-6 sm:py-12">
          <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">{children}</div>
        </main>
        <footer className="flex flex-col items-center gap-2 px-6 pb-6 text-center text-xs text-slate-600 lg:hidden">
          <p>
            {t('entry.needHelp')}{' '}
            <a href={`mailto:${supportEmail}`} className="font-medium text-primary-800 hover:underline">
              {supportEmail}
            </a>
          </p>
          <LegalLinks className="font-medium text-slate-700 hover:underline" />
        </footer>
      </div>
    </div>
  );
}

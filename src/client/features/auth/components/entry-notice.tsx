import type { ReactNode } from 'react';
import { paths } from '@client/app/paths';
import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { cx } from '@client/ui/cx';
import { ArrowLeftIcon } from '@client/ui/icons';

type Tone = 'info' | 'success' | 'warning';

const toneClasses: Record<Tone, string> = {
  info: 'bg-primary-50 text-primary-600',
  success: 'bg-emerald-50 text-emerald-600',
  warning: 'bg-amber-50 text-amber-600',
};

interface EntryNoticeProps {
  title: string;
  icon?: ReactNode;
  tone?: Tone;
  children: ReactNode;
  /** Extra actions shown above the footer. */
  actions?: ReactNode;
  /** Replaces the way back to sign-in; false shows no footer. */
  footer?: ReactNode | false;
}

/** The body of a simple entry-area screen: heading, explanation, actions, and the way back to sign in. */
export function EntryNotice({ title, icon, tone = 'info', children, actions, footer }: EntryNoticeProps) {
  return (
    <div>
      {icon && <div className={cx('mb-5 flex size-12 items-center justify-center rounded-full', toneClasses[tone])}>{icon}</div>}
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-3 space-y-3 text-sm leading-6 text-slate-600">{children}</div>
      {actions && <div className="mt-6 flex flex-col gap-3">{actions}</div>}
      {footer !== false && <div className="mt-8 border-t border-slate-200 pt-6 text-sm">{footer ?? <BackToSignIn />}</div>}
    </div>
  );
}

export function BackToSignIn() {
  const { t } = useI18n();
  return (
    <AppLink to={paths.signIn()} className="inline-flex items-center gap-1.5 font-semibold text-primary-700 hover:text-primary-800 hover:underline">
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {t('auth.backToSignIn')}
    </AppLink>
  );
}

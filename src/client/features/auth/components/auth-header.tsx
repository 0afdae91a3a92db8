import type { ReactNode } from 'react';
import '@client/i18n/en/sign-in';
import { useI18n } from '@client/i18n/use-i18n';

/** The heading of an entry-area form: its h1 and one line on what it is for. */
export function AuthHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children && <div className="mt-2 text-sm leading-6 text-slate-600">{children}</div>}
    </div>
  );
}

/** "or" between the Google button and the e-mail form. */
export function OrDivider() {
  const { t } = useI18n();
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      {t('auth.or')}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

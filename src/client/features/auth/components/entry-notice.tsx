import type { ReactNode } from 'react';
import { paths } from '../../../app/paths';
import { AppLink } from '../../../ui/app-link';
import { ArrowLeftIcon } from '../../../ui/icons';

interface EntryNoticeProps {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  /** Extra actions shown above the way back to sign-in. */
  actions?: ReactNode;
}

/** The body of a simple entry-area screen: heading, explanation, and the way back to sign in. */
export function EntryNotice({ title, icon, children, actions }: EntryNoticeProps) {
  return (
    <div>
      {icon && (
        <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          {icon}
        </div>
      )}
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-3 space-y-3 text-sm leading-6 text-slate-600">{children}</div>
      {actions && <div className="mt-6 flex flex-col gap-3">{actions}</div>}
      <p className="mt-8 border-t border-slate-200 pt-6 text-sm">
        <AppLink
          to={paths.signIn()}
          className="inline-flex items-center gap-1.5 font-semibold text-primary-700 hover:text-primary-800 hover:underline"
        >
          <ArrowLeftIcon className="size-4" />
          Back to sign in
        </AppLink>
      </p>
    </div>
  );
}

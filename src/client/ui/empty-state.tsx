import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/**
 * A quiet placeholder for a panel with nothing (yet) to show. When the last item of a list leaves
 * it by the user's action, focus comes here (useListFocus's fallback), so it takes focus from code.
 */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <div
      data-list-fallback
      tabIndex={-1}
      className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center focus:outline-2 focus:outline-offset-2 focus:outline-primary-600"
    >
      {icon && <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600">{icon}</div>}
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-2 max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

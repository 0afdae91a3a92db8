// The states every filtered staff list goes through, in one place: the last saved copy's notice,
// the load error, the skeleton while loading, the empty state (with "clear filters" when filters
// emptied it), and the list itself, marked busy while it refreshes.
import type { ComponentType, ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { LoadError, StaleDataNotice } from './load-state';
import { Skeleton, SkeletonGroup } from './skeleton';

interface ListData<T> {
  items: T[];
  total: number;
}

interface ListQuery<T> {
  data?: ListData<T>;
  error: unknown;
  isValidating: boolean;
  mutate: () => unknown;
}

interface ListEmpty {
  icon: ComponentType<{ className?: string }>;
  /** The filters emptied the list (the empty state then offers to clear them). */
  filtered: boolean;
  title: string;
  text: string;
  filteredTitle: string;
  filteredText: string;
  clearLabel: string;
  onClear: () => void;
}

interface ListStatesProps<T> {
  list: ListQuery<T>;
  /** What failed to load, e.g. "the invitations". */
  what: string;
  loadingLabel: string;
  skeletonRows?: number;
  skeletonClassName?: string;
  /** A skeleton shaped like the list (a table's columns), instead of plain rows. */
  skeleton?: ReactNode;
  empty: ListEmpty;
  children: (data: ListData<T>) => ReactNode;
}

export function ListStates<T>({
  list,
  what,
  loadingLabel,
  skeletonRows = 3,
  skeletonClassName = 'space-y-3 rounded-xl border border-slate-200 bg-white p-4',
  skeleton,
  empty,
  children,
}: ListStatesProps<T>) {
  const retry = () => void list.mutate();
  const Icon = empty.icon;
  return (
    <>
      {list.data && <StaleDataNotice error={list.error} onRetry={retry} />}
      {!list.data && list.error ? (
        <LoadError what={what} error={list.error} onRetry={retry} />
      ) : !list.data ? (
        <SkeletonGroup label={loadingLabel} className={skeletonClassName}>
          {skeleton ?? Array.from({ length: skeletonRows }, (_, i) => <Skeleton key={i} className="h-5 w-full" />)}
        </SkeletonGroup>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<Icon className="size-6" />}
          title={empty.filtered ? empty.filteredTitle : empty.title}
          action={
            empty.filtered ? (
              <Button variant="secondary" onClick={empty.onClear}>
                {empty.clearLabel}
              </Button>
            ) : undefined
          }
        >
          {empty.filtered ? empty.filteredText : empty.text}
        </EmptyState>
      ) : (
        <div aria-busy={list.isValidating || undefined}>{children(list.data)}</div>
      )}
    </>
  );
}

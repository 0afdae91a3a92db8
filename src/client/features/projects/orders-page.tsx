// My Orders (navigation, spec §2): every kit order of the user's schools, newest first — requests
// to the programme and classroom checkouts — with status, dates and kits, and "Return kits".
import { useEffect } from 'react';
import { KIT_ORDER_KINDS, KIT_ORDER_STATUSES, isUuid, type KitOrderKind, type KitOrderStatus } from '@contract/projects';
import { entityKeys } from '@offline/mutations';
import { paths } from '@client/app/paths';
import '@client/i18n/en/projects';
import { useI18n } from '@client/i18n/use-i18n';
import { useListParams } from '@client/lib/use-list-params';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { Button, buttonClasses } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { CubeIcon, TruckIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { SnapshotStaleNotice } from '@client/ui/snapshot-stale-notice';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { SelectField } from '@client/ui/select-field';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { useMyOrders, useProject, useProjectsAhead } from './api';
import { OrderCard, orderCardId } from './components/order-card';
import { WaitingCheckouts } from './components/waiting-checkouts';
import { orderStatusLabelId } from '@client/ui/order-status';
import { orderTitle } from './order-labels';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);

export function OrdersPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const status = oneOf<KitOrderStatus>(KIT_ORDER_STATUSES, params.get('status'));
  const kind = oneOf<KitOrderKind>(KIT_ORDER_KINDS, params.get('kind'));
  const projectParam = params.get('project') ?? '';
  const projectId = isUuid(projectParam) ? projectParam : undefined;
  const created = params.get('created');
  // An order opened from the search box: marked, and scrolled to once the list is in.
  const shown = params.get('order');

  const orders = useMyOrders({ limit, offset, status, kind, projectId });
  const project = useProject(projectId ?? null);
  useProjectsAhead(orders.data?.items.map((order) => order.projectId) ?? []);
  const createdOrder = created ? orders.data?.items.find((order) => order.id === created) : undefined;
  const filtered = Boolean(status || kind || projectId);
  const listed = Boolean(orders.data);
  useEffect(() => {
    if (shown && listed) document.getElementById(orderCardId(shown))?.scrollIntoView({ block: 'center' });
  }, [shown, listed]);

  return (
    <>
      <PageHeader
        title={t('projects.orders.title')}
        description={t('projects.orders.description')}
        actions={
          <AppLink to={paths.projects()} className={buttonClasses('secondary')}>
            <CubeIcon className="size-5" />
            {t('projects.list.title')}
          </AppLink>
        }
      />

      {createdOrder && (
        <Alert tone="success" className="mb-6" title={t('projects.orders.created')}>
          {t('projects.orders.createdText', { title: orderTitle(createdOrder, i18n) })}
        </Alert>
      )}

      <div role="search" aria-label={t('projects.orders.filters')} className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-[14rem_14rem_1fr]">
        <SelectField label={t('projects.orders.status')} value={status ?? ''} onChange={(event) => setFilters({ status: event.target.value })}>
          <option value="">{t('projects.orders.allStatuses')}</option>
          {KIT_ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(orderStatusLabelId(value))}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('projects.orders.kind')} value={kind ?? ''} onChange={(event) => setFilters({ kind: event.target.value })}>
          <option value="">{t('projects.orders.allKinds')}</option>
          {KIT_ORDER_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`projects.orders.kinds.${value}`)}
            </option>
          ))}
        </SelectField>
        {projectId && (
          <div className="col-span-2 flex items-end gap-3 lg:col-span-1">
            <p className="flex h-control items-center text-sm text-slate-700">
              {t('projects.orders.project')}&nbsp;<strong>{project.data?.name ?? t('projects.orders.projectLoading')}</strong>
              {project.data && <>&nbsp;{t('projects.orders.projectSchool', { school: project.data.school.name })}</>}
            </p>
            <Button variant="ghost" onClick={() => setFilters({ project: undefined })}>
              {t('projects.orders.showAllProjects')}
            </Button>
          </div>
        )}
      </div>

      {orders.data && (
        <SnapshotStaleNotice
          error={orders.error}
          onRetry={() => void orders.mutate()}
          entityKeys={orders.data.items.map((order) => entityKeys.order(order.id))}
        />
      )}

      {/* Before the list, whatever the list's state: offline, the server's copy may be missing or old. */}
      {(!kind || kind === 'checkout') && !status && <WaitingCheckouts />}

      {!orders.data && orders.error ? (
        <LoadError what={t('projects.orders.what')} error={orders.error} onRetry={() => void orders.mutate()} />
      ) : !orders.data ? (
        <OrdersSkeleton />
      ) : orders.data.items.length === 0 ? (
        <EmptyState
          icon={<TruckIcon className="size-6" />}
          title={filtered ? t('projects.orders.noMatch') : t('projects.orders.empty')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => setFilters({ status: undefined, kind: undefined, project: undefined })}>
                {t('projects.clearFilters')}
              </Button>
            ) : (
              <AppLink to={paths.projects()} className={buttonClasses('primary')}>
                {t('projects.orders.toProjects')}
              </AppLink>
            )
          }
        >
          {filtered ? t('projects.orders.noMatchText') : t('projects.orders.emptyText')}
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3" aria-label={t('projects.orders.list')}>
            {orders.data.items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} showProject highlighted={order.id === created || order.id === shown} />
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-6"
            label={t('projects.orders.pages')}
            total={orders.data.total}
            limit={limit}
            offset={offset}
            onChange={setPaging}
          />
        </>
      )}
    </>
  );
}

function OrdersSkeleton() {
  const { t } = useI18n();
  return (
    <SkeletonGroup label={t('projects.orders.loading')} className="space-y-3">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="mt-2 h-4 w-1/4" />
          <Skeleton className="mt-4 h-4 w-2/3" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

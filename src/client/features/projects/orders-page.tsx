// My Orders (navigation, spec §2): every kit order of the user's schools, newest first — requests
// to the programme and classroom checkouts — with status, dates and kits, and "Return kits".
import { KIT_ORDER_KINDS, KIT_ORDER_STATUSES, isUuid, type KitOrderKind, type KitOrderStatus } from '../../../contract/projects';
import { entityKeys } from '../../../offline/mutations';
import { paths } from '../../app/paths';
import { useListParams } from '../../lib/use-list-params';
import { Alert } from '../../ui/alert';
import { AppLink } from '../../ui/app-link';
import { Button, buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { CubeIcon, TruckIcon } from '../../ui/icons';
import { LoadError, StaleDataNotice } from '../../ui/load-state';
import { PageHeader } from '../../ui/page-header';
import { Pagination } from '../../ui/pagination';
import { SelectField } from '../../ui/select-field';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { useMyOrders, useProject } from './api';
import { OrderCard } from './components/order-card';
import { ORDER_KIND_LABELS, orderTitle } from './order-labels';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

export function OrdersPage() {
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const status = oneOf<KitOrderStatus>(KIT_ORDER_STATUSES, params.get('status'));
  const kind = oneOf<KitOrderKind>(KIT_ORDER_KINDS, params.get('kind'));
  const projectParam = params.get('project') ?? '';
  const projectId = isUuid(projectParam) ? projectParam : undefined;
  const created = params.get('created');

  const orders = useMyOrders({ limit, offset, status, kind, projectId });
  const project = useProject(projectId ?? null);
  const createdOrder = created ? orders.data?.items.find((order) => order.id === created) : undefined;
  const filtered = Boolean(status || kind || projectId);

  return (
    <>
      <PageHeader
        title="My Orders"
        description="Kit requests to the programme and checkouts for your classes, newest first."
        actions={
          <AppLink to={paths.projects()} className={buttonClasses('secondary')}>
            <CubeIcon className="size-5" />
            Hands-On Projects
          </AppLink>
        }
      />

      {createdOrder && (
        <Alert tone="success" className="mb-6" title="Order created">
          “{orderTitle(createdOrder)}” is saved and listed below.
        </Alert>
      )}

      <div role="search" aria-label="Filter orders" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-[14rem_14rem_1fr]">
        <SelectField label="Status" value={status ?? ''} onChange={(event) => setFilters({ status: event.target.value })}>
          <option value="">All statuses</option>
          {KIT_ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <SelectField label="Kind" value={kind ?? ''} onChange={(event) => setFilters({ kind: event.target.value })}>
          <option value="">Requests and checkouts</option>
          {KIT_ORDER_KINDS.map((value) => (
            <option key={value} value={value}>
              {ORDER_KIND_LABELS[value]}s
            </option>
          ))}
        </SelectField>
        {projectId && (
          <div className="col-span-2 flex items-end gap-3 lg:col-span-1">
            <p className="flex h-11 items-center text-sm text-slate-700">
              Project:&nbsp;<strong>{project.data?.name ?? '…'}</strong>
              {project.data && <>&nbsp;· {project.data.school.name}</>}
            </p>
            <Button variant="ghost" onClick={() => setFilters({ project: undefined })}>
              Show all projects
            </Button>
          </div>
        )}
      </div>

      {orders.data && (
        <StaleDataNotice
          error={orders.error}
          onRetry={() => void orders.mutate()}
          entityKeys={orders.data.items.map((order) => entityKeys.order(order.id))}
        />
      )}

      {!orders.data && orders.error ? (
        <LoadError what="your orders" error={orders.error} onRetry={() => void orders.mutate()} />
      ) : !orders.data ? (
        <OrdersSkeleton />
      ) : orders.data.items.length === 0 ? (
        <EmptyState
          icon={<TruckIcon className="size-6" />}
          title={filtered ? 'No orders match' : 'No orders yet'}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => setFilters({ status: undefined, kind: undefined, project: undefined })}>
                Clear filters
              </Button>
            ) : (
              <AppLink to={paths.projects()} className={buttonClasses('primary')}>
                Go to Hands-On Projects
              </AppLink>
            )
          }
        >
          {filtered
            ? 'No order has this status or kind.'
            : 'Request kits or start a checkout for a class from one of your projects; your orders will be listed here.'}
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Orders">
            {orders.data.items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} showProject highlighted={order.id === created} />
              </li>
            ))}
          </ul>
          <Pagination className="mt-6" label="Orders" total={orders.data.total} limit={limit} offset={offset} onChange={setPaging} />
        </>
      )}
    </>
  );
}

function OrdersSkeleton() {
  return (
    <SkeletonGroup label="Loading orders…" className="space-y-3">
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

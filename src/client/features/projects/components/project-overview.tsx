// A project's overview: its kit figures, the actions, its orders and its last onsite counts.
import { MAX_KITS_ON_HAND } from '@contract/constants';
import type { ProjectDetail } from '@contract/projects';
import { paths } from '@client/app/paths';
import '@client/i18n/en/projects';
import { useI18n } from '@client/i18n/use-i18n';
import { localDay } from '@client/lib/dates';
import { useCan } from '@client/lib/use-can';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { buttonClasses } from '@client/ui/button';
import { Table } from '@client/ui/table';
import { entityKeys, useProjectWithPending, useRefreshOnSync } from '../use-kit-outbox';
import { OrderCard } from './order-card';
import { countedWhen, pendingCountText } from '../counted-when';

export function ProjectOverview({ project: fromServer }: { project: ProjectDetail }) {
  const i18n = useI18n();
  const { t, tp, listDate } = i18n;
  const canAct = useCan('district:act');
  // The figures with this device's waiting counts and returns laid over; the orders stay the
  // server's (each order card lays its own waiting returns over itself).
  const project = useProjectWithPending(fromServer, fromServer.orders);
  const { pending } = project;
  useRefreshOnSync(entityKeys.project(project.id));
  const counted = countedWhen(project);
  return (
    <div className="space-y-10">
      <section aria-labelledby="kit-figures">
        <h2 id="kit-figures" className="sr-only">
          {t('projects.overview.kits')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <div className="col-span-2 rounded-xl border border-slate-200 bg-white p-5 shadow-xs lg:col-span-1">
            <dt className="text-sm font-medium text-slate-600">{t('projects.overview.kitsOnHand')}</dt>
            <dd className="mt-1">
              {/* Flex, not margins, keeps the number first in either direction, whatever the words' own direction. */}
              <span className="flex flex-wrap items-baseline gap-x-1.5">
                <span className="text-4xl font-bold text-slate-900 tabular-nums">{project.kitsOnHand}</span>
                <span className="text-sm text-slate-500">{t('projects.ofMax', { max: MAX_KITS_ON_HAND })}</span>
                {(pending.count || pending.returnedKits > 0) && (
                  <Badge tone="warning" className="ms-0.5 self-center">
                    {t('projects.notSynced')}
                  </Badge>
                )}
              </span>
              <span className="mt-1 block text-xs text-slate-500">
                {pending.count
                  ? pendingCountText(pending.count.madeAt, i18n)
                  : counted
                    ? // The same format as the counts table below: one screen, one way of writing a count's day.
                      t('projects.overview.countedOn', { date: listDate(localDay(counted)) })
                    : t('projects.notCounted')}
              </span>
            </dd>
          </div>
          <Stat label={t('projects.overview.available')} value={project.kitsAvailable} note={t('projects.overview.availableNote')} />
          <Stat
            label={t('projects.overview.checkedOut')}
            value={project.kitsCheckedOut}
            note={
              project.activeCheckouts > 0
                ? tp('projects.overview.inActiveCheckouts', project.activeCheckouts)
                : t('projects.overview.noActiveCheckout')
            }
          />
          <Stat
            label={t('projects.overview.onTheWay')}
            value={project.kitsRequested}
            note={project.openRequests > 0 ? tp('projects.overview.inOpenRequests', project.openRequests) : t('projects.overview.noOpenRequest')}
          />
          <Stat
            label={t('projects.overview.canRequest')}
            value={project.kitsRequestable}
            note={t('projects.overview.upTo', { max: MAX_KITS_ON_HAND })}
          />
        </dl>
        {canAct && (
          <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3 [&>a]:px-3 [&>a]:whitespace-nowrap sm:[&>a]:px-4">
            <AppLink to={paths.project(project.id, 'inventory')} className={buttonClasses('primary')}>
              {t('projects.action.count')}
            </AppLink>
            <AppLink to={paths.project(project.id, 'request-kits')} className={buttonClasses('secondary')}>
              {t('projects.action.request')}
            </AppLink>
            <AppLink to={paths.project(project.id, 'new-checkout')} className={buttonClasses('secondary')}>
              {t('projects.action.checkout')}
            </AppLink>
            <AppLink to={paths.project(project.id, 'return-kits')} className={buttonClasses('secondary')}>
              {t('projects.action.return')}
            </AppLink>
          </div>
        )}
      </section>

      <section aria-labelledby="project-orders">
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id="project-orders" className="text-lg font-semibold text-slate-900">
            {t('projects.overview.orders')}
          </h2>
          {project.ordersTotal > 0 && (
            <AppLink to={paths.orders({ project: project.id })} className="text-sm font-medium text-primary-700 hover:underline">
              {project.ordersTotal > project.orders.length
                ? t('projects.overview.allInMyOrders', { count: project.ordersTotal })
                : t('projects.overview.openInMyOrders')}
            </AppLink>
          )}
        </div>
        {project.orders.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-600">
            {t('projects.overview.noOrders')}
          </p>
        ) : (
          <ul className="space-y-3">
            {project.orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="inventory-history">
        <h2 id="inventory-history" className="mb-3 text-lg font-semibold text-slate-900">
          {t('projects.overview.counts')}
        </h2>
        {project.inventoryCounts.length === 0 ? (
          <p className="text-sm text-slate-600">{t('projects.overview.noCounts')}</p>
        ) : (
          <Table
            labelledBy="inventory-history"
            columns={[
              {
                id: 'date',
                header: t('projects.overview.date'),
                cellClassName: 'tabular-nums',
                cell: (count) => listDate(localDay(count.countedAt)),
              },
              {
                id: 'kits',
                header: t('projects.overview.countKits'),
                cellClassName: 'font-semibold tabular-nums',
                cell: (count) => count.kitsOnHand,
              },
              {
                id: 'countedBy',
                header: t('projects.overview.countedBy'),
                cellClassName: 'text-slate-600',
                cell: (count) => count.countedBy ?? t('projects.noValue'),
              },
            ]}
            rows={project.inventoryCounts}
            rowKey={(count) => count.id}
          />
        )}
      </section>
    </div>
  );
}

function Stat({ label, value, note }: { label: string; value: number; note: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1">
        <span className="text-3xl font-bold text-slate-900 tabular-nums">{value}</span>
        <span className="mt-1 block text-xs text-slate-500">{note}</span>
      </dd>
    </div>
  );
}

// A project's overview: its kit figures, the actions, its orders and its last onsite counts.
import { MAX_KITS_ON_HAND } from '../../../../contract/constants';
import type { ProjectDetail } from '../../../../contract/projects';
import { paths } from '../../../app/paths';
import { formatInstant, formatLongInstant, plural } from '../../../lib/dates';
import { AppLink } from '../../../ui/app-link';
import { Badge } from '../../../ui/badge';
import { buttonClasses } from '../../../ui/button';
import { entityKeys, usePendingCount, useRefreshOnSync } from '../use-kit-outbox';
import { OrderCard } from './order-card';

export function ProjectOverview({ project }: { project: ProjectDetail }) {
  const pending = usePendingCount(project.id);
  useRefreshOnSync(entityKeys.project(project.id));
  const onHand = pending ?? project.kitsOnHand;
  return (
    <div className="space-y-10">
      <section aria-labelledby="kit-figures">
        <h2 id="kit-figures" className="sr-only">
          Kits
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <div className="col-span-2 rounded-xl border border-slate-200 bg-white p-5 shadow-xs lg:col-span-1">
            <dt className="text-sm font-medium text-slate-600">Kits on hand</dt>
            <dd className="mt-1">
              <span className="text-4xl font-bold text-slate-900 tabular-nums">{onHand}</span>
              <span className="ml-1.5 text-sm text-slate-500">of {MAX_KITS_ON_HAND}</span>
              {pending !== undefined && <Badge tone="warning" className="ml-2 align-middle">Not synced</Badge>}
              <span className="mt-1 block text-xs text-slate-500">
                {project.inventoryUpdatedAt ? `Counted ${formatLongInstant(project.inventoryUpdatedAt)}` : 'Not counted yet'}
              </span>
            </dd>
          </div>
          <Stat label="Available" value={project.kitsAvailable} note="On the shelf for a checkout" />
          <Stat
            label="Checked out"
            value={project.kitsCheckedOut}
            note={project.activeCheckouts > 0 ? `In ${plural(project.activeCheckouts, 'active checkout')}` : 'No active checkout'}
          />
          <Stat
            label="On the way"
            value={project.kitsRequested}
            note={project.openRequests > 0 ? `In ${plural(project.openRequests, 'open request')}` : 'No open request'}
          />
          <Stat label="Can still request" value={project.kitsRequestable} note={`Up to ${MAX_KITS_ON_HAND} in all`} />
        </dl>
        <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3 [&>a]:px-3 [&>a]:whitespace-nowrap sm:[&>a]:px-4">
          <AppLink to={paths.project(project.id, 'inventory')} className={buttonClasses('primary')}>
            Count kits
          </AppLink>
          <AppLink to={paths.project(project.id, 'request-kits')} className={buttonClasses('secondary')}>
            Request kits
          </AppLink>
          <AppLink to={paths.project(project.id, 'new-checkout')} className={buttonClasses('secondary')}>
            New checkout order
          </AppLink>
          <AppLink to={paths.project(project.id, 'return-kits')} className={buttonClasses('secondary')}>
            Return kits
          </AppLink>
        </div>
      </section>

      <section aria-labelledby="project-orders">
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id="project-orders" className="text-lg font-semibold text-slate-900">
            Orders
          </h2>
          {project.ordersTotal > 0 && (
            <AppLink to={paths.orders({ project: project.id })} className="text-sm font-medium text-primary-700 hover:underline">
              {project.ordersTotal > project.orders.length ? `All ${project.ordersTotal} in My Orders` : 'Open in My Orders'}
            </AppLink>
          )}
        </div>
        {project.orders.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-600">
            No orders for this project yet. Request kits from the programme or start a checkout for a class.
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
          Onsite counts
        </h2>
        {project.inventoryCounts.length === 0 ? (
          <p className="text-sm text-slate-600">No count recorded yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">Date</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">Kits on hand</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">Counted by</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {project.inventoryCounts.map((count) => (
                  <tr key={count.id}>
                    <td className="px-4 py-2.5 tabular-nums">{formatInstant(count.countedAt)}</td>
                    <td className="px-4 py-2.5 font-semibold tabular-nums">{count.kitsOnHand}</td>
                    <td className="px-4 py-2.5 text-slate-600">{count.countedBy ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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

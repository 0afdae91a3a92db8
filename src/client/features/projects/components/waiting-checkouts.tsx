// Checkouts made on this device and not sent yet: the server has no order for them, so My Orders
// lists them first from the outbox, marked "Not synced", and the class's kits are accounted for
// before the connection is back. Once sent, the server's order (with its number) takes the place.
import { kitsNeededFor, type GroupSize } from '@contract/projects';
import { paths } from '@client/app/paths';
import '@client/i18n/en/projects';
import { useI18n } from '@client/i18n/use-i18n';
import { formatDay } from '@client/lib/dates';
import { useOutboxEntries } from '@client/lib/use-outbox';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { isWaitingCheckout } from '../waiting-checkout-order';

export function WaitingCheckouts() {
  const { t } = useI18n();
  const waiting = (useOutboxEntries() ?? []).filter(isWaitingCheckout);
  if (waiting.length === 0) return null;
  return (
    <ul className="mb-3 space-y-3" aria-label={t('projects.orders.waitingList')}>
      {waiting.map(({ mutationId, payload }) => {
        const kits = payload.kitCodes?.length ?? kitsNeededFor(Number(payload.totalStudents), payload.groupSize as GroupSize);
        return (
          <li key={mutationId}>
            <article aria-label={payload.checkoutName} className="rounded-xl border border-amber-300 bg-white p-4 shadow-sm sm:p-5">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold text-slate-900">{payload.checkoutName}</h2>
                <Badge tone="warning">{t('projects.notSynced')}</Badge>
              </div>
              <p className="mt-2 text-sm text-slate-700">
                {t('projects.orders.waitingText', { kits, start: formatDay(payload.startDate), due: formatDay(payload.returnDate) })}
              </p>
              {payload.kitCodes && payload.kitCodes.length > 0 && (
                <p className="mt-1 font-mono text-sm break-words text-slate-900">{payload.kitCodes.join(', ')}</p>
              )}
              <AppLink
                to={paths.returnKits(payload.projectId, payload.id)}
                className="mt-3 inline-block text-sm font-medium text-primary-700 hover:underline"
              >
                {t('projects.action.return')}
              </AppLink>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

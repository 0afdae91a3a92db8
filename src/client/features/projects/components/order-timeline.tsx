// An order's history, oldest first: what happened, who did it (and whether programme staff), when,
// and what the step carried (reason, carrier and tracking, kits). Shared by the district's order
// cards and the staff's order panel.
import { madeApartFromReceived } from '@contract/made-at';
import type { KitOrderKind } from '@contract/projects';
import type { TimelineEntry } from '@contract/projects-fulfilment';
import '@client/i18n/en/fulfilment';
import type { I18n } from '@client/i18n/locale-store';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime, localDay, type DatePlace } from '@client/lib/dates';
import { cx } from '@client/ui/cx';

type Words = Pick<I18n, 't' | 'tp' | 'date'>;

function headline(entry: TimelineEntry, kind: KitOrderKind, { t, tp, date }: Words, place: DatePlace): string {
  switch (entry.action) {
    case 'return-date-changed':
      // The days as the rest of the timeline writes them; the reason follows as every reason does.
      return t('fulfilment.timeline.returnDateMoved', {
        from: entry.returnDateBefore ? date(entry.returnDateBefore, place) : '—',
        to: entry.returnDateAfter ? date(entry.returnDateAfter, place) : '—',
      });
    case 'created':
      return entry.kits === null ? t('fulfilment.timeline.created') : tp(`fulfilment.timeline.created.${kind}`, entry.kits);
    case 'delivery-confirmed':
      // A refill brings parts, not kits.
      return kind === 'refill' ? t('fulfilment.timeline.partsDelivered') : tp('fulfilment.timeline.delivered', entry.kits ?? 0);
    case 'kits-returned': {
      const returned = tp('fulfilment.timeline.returned', entry.kits ?? 0);
      return entry.status === 'Returned' ? `${returned} · ${t('fulfilment.timeline.allBack')}` : returned;
    }
    default:
      if (entry.status === 'Approved' || entry.status === 'Declined' || entry.status === 'Shipped' || entry.status === 'Cancelled') {
        return t(`fulfilment.timeline.status.${entry.status}`);
      }
      return t('fulfilment.timeline.status.other', { status: entry.status ?? '' });
  }
}

/** The step's own facts, as short lines. */
function facts(entry: TimelineEntry, { t, date }: Words, place: DatePlace): string[] {
  const lines: string[] = [];
  if (entry.carrier) lines.push(`${t('fulfilment.carrier')}: ${entry.carrier}`);
  if (entry.trackingReference) lines.push(`${t('fulfilment.tracking')}: ${entry.trackingReference}`);
  if (entry.expectedArrival) lines.push(t('fulfilment.timeline.expected', { date: date(entry.expectedArrival, place) }));
  if (entry.deliveredOn) lines.push(t('fulfilment.timeline.arrivedOn', { date: date(entry.deliveredOn, place) }));
  if (entry.kitsOnHand !== null) lines.push(t('fulfilment.timeline.onHandAfter', { count: entry.kitsOnHand }));
  return lines;
}

const DOT: Record<TimelineEntry['action'], string> = {
  created: 'bg-violet-500',
  'status-changed': 'bg-primary-600',
  'delivery-confirmed': 'bg-emerald-600',
  'kits-returned': 'bg-slate-500',
  'return-date-changed': 'bg-amber-500',
};

/**
 * When the step happened. A return made offline shows when it was made on the device, and when it
 * was sent if that was more than a minute later ("19:34 (sent 19:36)"); the day of the sending is
 * written only when it differs.
 */
function EntryTime({ entry, place }: { entry: TimelineEntry; place: DatePlace }) {
  const { t, date } = useI18n();
  const made = madeApartFromReceived(entry.madeAt, entry.at) ? entry.madeAt : null;
  const shown = made ?? entry.at;
  const sentDay = localDay(entry.at) === localDay(shown) ? '' : `${date(localDay(entry.at), place)} `;
  return (
    <>
      <time dateTime={shown}>
        {date(localDay(shown), place)} {formatTime(shown)}
      </time>
      {made && (
        <>
          {' '}
          <time dateTime={entry.at}>{t('fulfilment.timeline.sent', { time: `${sentDay}${formatTime(entry.at)}` })}</time>
        </>
      )}
    </>
  );
}

/**
 * `place`: in an order card of a list (My Orders, a project's orders) the timeline writes its days
 * as the card does (MM/DD/YYYY); in an order's own details (the staff side) as details do.
 */
export function OrderTimeline({ entries, kind, label, place }: { entries: TimelineEntry[]; kind: KitOrderKind; label: string; place: DatePlace }) {
  const i18n = useI18n();
  const { t } = i18n;
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t('fulfilment.timeline.empty')}</p>;
  return (
    <ol aria-label={label} className="relative space-y-4 border-s border-slate-200 ps-5">
      {entries.map((entry) => {
        const declined = entry.status === 'Declined' || entry.status === 'Cancelled';
        return (
          <li key={entry.id} className="relative">
            <span
              aria-hidden="true"
              className={cx('absolute -start-[1.6rem] top-1.5 size-2.5 rounded-full ring-4 ring-white', declined ? 'bg-red-600' : DOT[entry.action])}
            />
            <p className="text-sm font-semibold text-slate-900">{headline(entry, kind, i18n, place)}</p>
            <p className="text-xs text-slate-600">
              <EntryTime entry={entry} place={place} />
              {entry.actor && (
                <>
                  {' · '}
                  {entry.onBehalf
                    ? t('fulfilment.timeline.recordedFor', { name: entry.actor.name })
                    : entry.actor.staff
                      ? t('fulfilment.timeline.byStaff', { name: entry.actor.name })
                      : t('fulfilment.timeline.by', { name: entry.actor.name })}
                </>
              )}
            </p>
            {entry.reason && <p className="mt-1 text-sm text-slate-800">“{entry.reason}”</p>}
            {facts(entry, i18n, place).map((line) => (
              <p key={line} className="mt-0.5 text-sm text-slate-700">
                {line}
              </p>
            ))}
          </li>
        );
      })}
    </ol>
  );
}

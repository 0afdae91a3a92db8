// return-overdue: staff hear once of a checkout whose Return Date has passed with kits still out —
// once per checkout and Return Date (a moved date that passes again is news again). Time makes it,
// not a change, so the reminders planner calls this with the overdue checkouts it already found;
// the notice's once-only key keeps every process and every tick from making it twice.
import { inArray } from 'drizzle-orm';
import { formatOrderNumber } from '@contract/order-number';
import type { Db } from '@server/db/connect';
import { notifications } from '@server/db/schema';
import { wording } from '@server/i18n/wording';
import { loadOrderSubject } from '../reminders/subjects';
import { applicationOfProject, staffRecipients } from './recipients';
import { writeNotices } from './write-notices';

export interface OverdueCheckout {
  id: string;
  returnDate: string;
  districtId: string;
}

const onceKeyOf = (c: OverdueCheckout) => `return-overdue:${c.id}:${c.returnDate}`;

/** Resolves with how many notices were made. */
export async function noticeOverdueReturns(db: Db, checkouts: readonly OverdueCheckout[]): Promise<number> {
  const made = new Set<string>();
  for (let i = 0; i < checkouts.length; i += 500) {
    const keys = checkouts.slice(i, i + 500).map(onceKeyOf);
    const rows = await db.selectDistinct({ key: notifications.onceKey }).from(notifications).where(inArray(notifications.onceKey, keys));
    rows.forEach((row) => made.add(row.key!));
  }
  let written = 0;
  for (const checkout of checkouts) {
    if (made.has(onceKeyOf(checkout))) continue;
    written += await db.transaction(async (tx) => {
      const order = await loadOrderSubject(tx, checkout.id);
      if (!order) return 0;
      return writeNotices(
        tx,
        {
          kind: 'return-overdue',
          title: wording('document.notice.returnOverdue', {
            number: formatOrderNumber(order.orderNumber),
            what: order.checkoutName ?? order.projectName,
            school: order.schoolName,
          }),
          body: wording('document.notice.returnOverdueBody', { count: order.kitsOutstanding, date: { date: checkout.returnDate } }),
          link: `/staff/kit-orders?order=${order.id}`,
          districtId: checkout.districtId,
          entityType: 'kit-order',
          entityId: order.id,
          actorId: null,
          activitySeq: null,
          onceKey: onceKeyOf(checkout),
        },
        await staffRecipients(tx, checkout.districtId, await applicationOfProject(tx, order.projectId)),
      );
    });
  }
  return written;
}

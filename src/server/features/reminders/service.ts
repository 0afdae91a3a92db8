// What other features ask of reminders: queue the e-mails that tell a district about a change of
// one of its orders, in the transaction of the change (so a rolled-back move mails nobody).
import type { KitOrderStatus } from '@contract/projects';
import type { Tx } from '@server/db/connect';
import { enqueueJobs } from '@server/jobs/queue';
import { districtRecipients } from './recipients';
import { reminderJobOf } from './reminder-job';

export interface OrderChange {
  orderId: string;
  districtId: string;
  /** Who placed the order: they get the notice while they still belong to the district. */
  createdById: string | null;
  /** The order's version after the change: one notice per change. */
  version: number;
  status: KitOrderStatus;
}

export async function queueOrderNotices(tx: Tx, change: OrderChange, now: Date): Promise<number> {
  const people = await districtRecipients(tx, change.districtId, change.createdById);
  return enqueueJobs(
    tx,
    people.map((userId) =>
      reminderJobOf({ reminder: 'order-updates', subjectId: change.orderId, version: change.version, status: change.status, userId }, now),
    ),
  );
}

// An order as it will be once this device's waiting changes of it reach the server: its Return Date
// moved by a waiting 'return-date' entry, and Overdue worked out again with the contract's own rule
// (and the kits still out after waiting returns). Pure, so the card and the tests share it.
import { isOverdue, type KitOrder } from '@contract/projects';

/** What waits on this device for one order (local-values.ts pendingOrderChanges). */
export interface PendingOrderChanges {
  /** The day the latest waiting move sets, or null when none waits. */
  returnDate: string | null;
  /** Waiting entries of the order (returns and moves): each adds one to its version once applied. */
  waiting: number;
}

export const NO_PENDING_ORDER_CHANGES: PendingOrderChanges = { returnDate: null, waiting: 0 };

type OverlaidOrder = Pick<KitOrder, 'kind' | 'status' | 'returnDate' | 'kitsOutstanding' | 'overdue'>;

/** `today` (YYYY-MM-DD, UTC) as the server counts overdue; `pendingKits` the kits waiting to be returned. */
export function orderWithPending<O extends OverlaidOrder>(order: O, pending: PendingOrderChanges, pendingKits: number, today: string): O {
  if (pending.returnDate === null && pendingKits === 0) return order;
  const returnDate = pending.returnDate ?? order.returnDate;
  const kitsOutstanding = Math.max(0, order.kitsOutstanding - pendingKits);
  return { ...order, returnDate, overdue: isOverdue({ kind: order.kind, status: order.status, returnDate, kitsOutstanding }, today) };
}

/**
 * The version a new move of the order names: the server's, plus one for each change of the order
 * still waiting on this device, which the server applies first (the outbox keeps an order's
 * changes in order). Without it a second move queued offline would meet a stale version (409).
 */
export function nextOrderVersion(version: number, pending: PendingOrderChanges): number {
  return version + pending.waiting;
}

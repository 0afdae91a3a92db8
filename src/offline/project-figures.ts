// A project's kit figures as they will be once the changes waiting in the outbox reach the server
// (docs/offline.md, "Figures from waiting changes"). Every screen that shows a project's figures
// lays the waiting counts and returns over the server's copy with this one function, so a card never
// shows a new count beside the old kits available, and a form's limits are those the server will check.
//
// The rules are the server's (src/server/features/projects/kits-return-service.ts and
// project-queries.ts), applied in the order the changes were made, as the server applies them:
// - a count replaces kits on hand and is the latest count (its madeAt is when it was counted);
// - a return of a checkout's kits puts them back on the shelf: kits on hand stay, kits checked out
//   (or booked, for a Scheduled checkout) drop, and the checkout stops being active once all are back;
// - a return of a Delivered request's kits sends them back to the programme: kits on hand drop,
//   never below 0; of a Shipped request, they were never on hand: kits on the way drop;
// - a checkout takes its kits off the shelf: kits checked out (or booked, when its Start Date is
//   ahead) rise by its kits (its codes, else what its students and group size need), and it is
//   one more active checkout; a return of its kits queued after it applies as to any checkout;
// - kits available and kits requestable follow from the rest with the contract's own helpers.
// Pure: no IndexedDB, so the screens' hooks and the tests share it.
import {
  kitsAvailable,
  kitsNeededFor,
  kitsRequestable,
  RETURNABLE_STATUSES,
  utcDay,
  type KitOrder,
  type KitOrderStatus,
  type ProjectSummary,
} from '@contract/projects';
import type { OutboxEntry, OutboxEntryOf } from './outbox';

/** The figures a project screen shows, and the dates of its latest count. */
type ProjectFigures = Pick<
  ProjectSummary,
  | 'id'
  | 'kitsOnHand'
  | 'activeCheckouts'
  | 'kitsCheckedOut'
  | 'kitsScheduled'
  | 'kitsAvailable'
  | 'openRequests'
  | 'kitsRequested'
  | 'kitsRequestable'
  | 'lastCountedAt'
>;

/** What a return needs to know of its order: the screen's copy, or the device's snapshot of it. */
export type ReturnedOrder = Pick<KitOrder, 'id' | 'projectId' | 'kind' | 'status' | 'scheduled' | 'kitsOutstanding'>;

export interface ProjectPending {
  /** The latest count waiting to be sent, with the moment it was made on this device; null when none. */
  count: { kitsOnHand: number; madeAt: string } | null;
  /** Kits returned on this device against the project's orders and not sent yet. */
  returnedKits: number;
  /** Kits taken out by checkouts made on this device and not sent yet. */
  checkedOutKits: number;
}

export type ProjectWithPending<P extends ProjectFigures> = P & { pending: ProjectPending };

const isWaiting = (entry: OutboxEntry) => entry.status === 'pending' || entry.status === 'syncing';

/** When a count was made: its payload's madeAt, or, for an entry queued before that existed, when it was queued. */
const madeAtOf = (entry: OutboxEntryOf<'inventory'>) => entry.payload.madeAt ?? new Date(entry.createdAt).toISOString();

/**
 * `project` with the waiting changes of `entries` applied. `orders` are the orders the device knows
 * (the screen's and the snapshots'): a return is applied only when its order is known to be this
 * project's, since a return's entry names its order alone. Entries that wait no longer (synced,
 * rejected) and other users' entries are the caller's to leave out or not: synced and rejected
 * ones are ignored here, as the server's figures already hold the first and will never hold the second.
 */
export function projectWithPending<P extends ProjectFigures>(
  project: P,
  entries: readonly OutboxEntry[],
  orders: Iterable<ReturnedOrder>,
  today: string = utcDay(),
): ProjectWithPending<P> {
  const ordersById = new Map<string, ReturnedOrder>();
  for (const order of orders) if (order.projectId === project.id) ordersById.set(order.id, order);
  // Kits still out per order as the returns before this one left them (two returns of one order).
  const outstanding = new Map<string, number>();
  const figures = {
    kitsOnHand: project.kitsOnHand,
    activeCheckouts: project.activeCheckouts,
    kitsCheckedOut: project.kitsCheckedOut,
    kitsScheduled: project.kitsScheduled,
    openRequests: project.openRequests,
    kitsRequested: project.kitsRequested,
  };
  const pending: ProjectPending = { count: null, returnedKits: 0, checkedOutKits: 0 };

  for (const entry of [...entries].filter(isWaiting).sort((a, b) => a.seq - b.seq)) {
    if (entry.kind === 'inventory' && entry.payload.projectId === project.id) {
      figures.kitsOnHand = entry.payload.kitsOnHand;
      pending.count = { kitsOnHand: entry.payload.kitsOnHand, madeAt: madeAtOf(entry) };
    } else if (entry.kind === 'kits-return') {
      const order = ordersById.get(entry.payload.orderId);
      if (!order) continue;
      const before = outstanding.get(order.id) ?? order.kitsOutstanding;
      // The server refuses a return of more kits than are out; such an entry will be rejected.
      if (entry.payload.kits > before) continue;
      const kits = entry.payload.kits;
      const allBack = kits === before;
      outstanding.set(order.id, before - kits);
      pending.returnedKits += kits;
      applyReturn(figures, order, kits, allBack);
    } else if (entry.kind === 'kits-checkout' && entry.payload.projectId === project.id) {
      const { payload } = entry;
      const kits = payload.kitCodes?.length ?? kitsNeededFor(Number(payload.totalStudents), payload.groupSize);
      if (!Number.isFinite(kits) || kits <= 0) continue;
      pending.checkedOutKits += kits;
      // The order it will become, so a return of its kits made before it is sent counts too.
      if (!ordersById.has(payload.id))
        ordersById.set(payload.id, {
          id: payload.id,
          projectId: project.id,
          kind: 'checkout',
          status: 'Active',
          scheduled: payload.startDate > today,
          kitsOutstanding: kits,
        });
      // The server's figures: a checkout whose Start Date is ahead is booked (Scheduled), not out.
      if (payload.startDate > today) figures.kitsScheduled += kits;
      else {
        figures.kitsCheckedOut += kits;
        figures.activeCheckouts += 1;
      }
    }
  }

  return {
    ...project,
    ...figures,
    kitsAvailable: kitsAvailable(figures),
    kitsRequestable: kitsRequestable(figures),
    lastCountedAt: pending.count?.madeAt ?? project.lastCountedAt,
    pending,
  };
}

type MutableFigures = Pick<ProjectSummary, 'kitsOnHand' | 'activeCheckouts' | 'kitsCheckedOut' | 'kitsScheduled' | 'openRequests' | 'kitsRequested'>;

/** One return's effect, as the server's return and its figures' query (foldKitStats) make it. */
function applyReturn(figures: MutableFigures, order: ReturnedOrder, kits: number, allBack: boolean): void {
  if (order.kind === 'checkout') {
    if (!(RETURNABLE_STATUSES as readonly KitOrderStatus[]).includes(order.status)) return;
    if (order.status === 'Active' && order.scheduled) {
      figures.kitsScheduled = Math.max(0, figures.kitsScheduled - kits);
      return;
    }
    figures.kitsCheckedOut = Math.max(0, figures.kitsCheckedOut - kits);
    if (allBack) figures.activeCheckouts = Math.max(0, figures.activeCheckouts - 1);
  } else if (order.status === 'Delivered') {
    figures.kitsOnHand = Math.max(0, figures.kitsOnHand - kits);
  } else if (order.status === 'Shipped') {
    figures.kitsRequested = Math.max(0, figures.kitsRequested - kits);
    if (allBack) figures.openRequests = Math.max(0, figures.openRequests - 1);
  }
}

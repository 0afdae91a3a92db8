// A checkout made on this device and not sent yet, as the order it will become: the Return kits
// screen offers it beside the server's orders, so kits checked out offline can come back offline
// too. The return is queued after the checkout and travels alone (src/offline/mutations.ts), so the
// server meets the order before the return; when the checkout is refused, so is the return, and both
// land in Needs attention.
import { kitsNeededFor, type KitOrder, type ProjectSummary } from '@contract/projects';
import type { OutboxEntry, OutboxEntryOf } from '@offline/outbox';

export type WaitingCheckout = OutboxEntryOf<'kits-checkout'>;

export const isWaitingCheckout = (entry: OutboxEntry): entry is WaitingCheckout =>
  entry.kind === 'kits-checkout' && (entry.status === 'pending' || entry.status === 'syncing');

export function waitingCheckoutOrder(
  { payload, createdAt }: WaitingCheckout,
  project: Pick<ProjectSummary, 'name' | 'school'>,
  today: string,
): KitOrder {
  const codes = payload.kitCodes ?? [];
  const kits = codes.length || kitsNeededFor(Number(payload.totalStudents), payload.groupSize);
  const made = new Date(createdAt).toISOString();
  return {
    id: payload.id,
    orderNumber: null,
    projectId: payload.projectId,
    projectName: project.name,
    school: project.school,
    kind: 'checkout',
    status: 'Active',
    checkoutName: payload.checkoutName,
    startDate: payload.startDate,
    returnDate: payload.returnDate,
    supportOptions: payload.supportOptions ?? [],
    totalStudents: Number(payload.totalStudents),
    groupSize: payload.groupSize,
    kitsNeeded: kits,
    requestedKits: null,
    kits,
    kitsReturned: 0,
    kitCodesOut: codes,
    parts: [],
    kitsOutstanding: kits,
    contactHoursMin: payload.contactHoursMin ?? null,
    contactHoursMax: payload.contactHoursMax ?? null,
    note: null,
    createdById: null,
    createdAt: made,
    updatedAt: made,
    version: 1,
    overdue: false,
    scheduled: payload.startDate > today,
    reason: null,
    carrier: null,
    trackingReference: null,
    expectedArrival: null,
    shippedAt: null,
    kitsReceived: null,
    deliveredAt: null,
  };
}

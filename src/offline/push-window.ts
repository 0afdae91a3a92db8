// Which waiting outbox entries may be sent now, beside the requests already on their way.
//
// Order is what exactly-once and the screens rely on, and it is an entity's order: a project's
// counts, an order's returns and a task's state must reach the server in the order they were
// made. Different entities do not depend on each other, so up to PUSH_WINDOW requests for
// different entities travel at once (on a slow link that divides the drain time by the window; in
// a browser it is the per-host connection limit). Two exceptions keep it safe:
// - never two requests for one entity, and nothing of an entity passes an earlier entry of it
//   that still waits;
// - a kit return travels alone, after everything before it and before everything after it: it can
//   change its project's kits on hand, and the device does not always know that project.
import type { OutboxEntry } from './outbox';

/** Requests on their way at once, at most (browsers open six connections per host). */
export const PUSH_WINDOW = 6;

/** Kinds whose effect reaches beyond their own entity. */
const TRAVELS_ALONE: ReadonlySet<OutboxEntry['kind']> = new Set(['kits-return']);

export interface InFlight {
  /** Entity keys with a request on its way. */
  keys: ReadonlySet<string>;
  count: number;
  /** A kind that travels alone is on its way. */
  alone: boolean;
}

export interface WindowChoice {
  /** Entries to send now, in seq order. */
  start: OutboxEntry[];
  /**
   * Set when the first waiting entry is not due yet (its backoff runs) and nothing is on its way:
   * when it is due. Nothing after it is sent before it either.
   */
  notDueUntil?: number;
}

/**
 * Picks from `waiting` (this user's entries in seq order, none of them on its way) what may go
 * now. `due(entry)` is false while the entry's backoff runs (the pusher's own timer respects it;
 * explicit triggers do not).
 */
export function chooseToSend(
  waiting: readonly OutboxEntry[],
  inFlight: InFlight,
  due: (entry: OutboxEntry) => boolean,
  window: number = PUSH_WINDOW,
): WindowChoice {
  const start: OutboxEntry[] = [];
  if (inFlight.alone) return { start };
  // Entities that may not start: on their way, or with an earlier entry still waiting.
  const held = new Set(inFlight.keys);
  let count = inFlight.count;
  for (let i = 0; i < waiting.length && count < window; i++) {
    const entry = waiting[i]!;
    if (!due(entry)) {
      // The queue waits for its earliest entry's backoff: nothing behind it overtakes it.
      return count === 0 && i === 0 ? { start, notDueUntil: entry.nextAttemptAt } : { start };
    }
    if (TRAVELS_ALONE.has(entry.kind)) {
      // Only as the very next entry, with nothing else on its way; and it closes the window.
      if (i === 0 && count === 0) start.push(entry);
      return { start };
    }
    if (held.has(entry.entityKey)) continue;
    held.add(entry.entityKey);
    start.push(entry);
    count += 1;
  }
  return { start };
}

export function travelsAlone(entry: OutboxEntry): boolean {
  return TRAVELS_ALONE.has(entry.kind);
}

// Which waiting outbox entries may be sent now, beside the requests already on their way.
//
// Order is what exactly-once and the screens rely on, and it is an entity's order: a project's
// counts, an order's returns and a task's state must reach the server in the order they were
// made. Different entities do not depend on each other, so up to PUSH_WINDOW requests for
// different entities travel at once (on a slow link that divides the drain time by the window; in
// a browser it is the per-host connection limit). A request carries up to MAX_BATCH_CHANGES entries
// (POST /changes, which the server applies in their order); one entry goes to its own endpoint.
// Two exceptions keep it safe:
// - never two requests for one entity, and nothing of an entity passes an earlier entry of it
//   that still waits (an entity's entries may follow each other in one request);
// - a kit return travels alone, after everything before it and before everything after it: it can
//   change its project's kits on hand, and the device does not always know that project.
import { MAX_BATCH_BODY_CHARS, MAX_BATCH_CHANGES } from '@contract/change-batches';
import { travelsAlone as kindTravelsAlone } from './mutations';
import type { OutboxEntry } from './outbox';

/** Requests on their way at once, at most (browsers open six connections per host). */
const PUSH_WINDOW = 6;

export interface InFlight {
  /** Entity keys with a request on its way. */
  keys: ReadonlySet<string>;
  /** Requests on their way. */
  count: number;
  /** A kind that travels alone is on its way. */
  alone: boolean;
}

export interface WindowLimits {
  /** Requests on their way at once. */
  window: number;
  /** Entries in one request (1: each to its own endpoint). */
  batchSize: number;
  /** A request takes no more entries once their payloads reach this many characters. */
  maxChars: number;
}

export const DEFAULT_LIMITS: WindowLimits = { window: PUSH_WINDOW, batchSize: MAX_BATCH_CHANGES, maxChars: MAX_BATCH_BODY_CHARS };

export interface WindowChoice {
  /** Requests to send now, each its entries in seq order. */
  start: OutboxEntry[][];
  /**
   * Set when the first waiting entry is not due yet (its backoff runs) and nothing is on its way:
   * when it is due. Nothing after it is sent before it either.
   */
  notDueUntil?: number;
}

/** Payload sizes, measured once per entry: a drain chooses again after every answer. */
const sizes = new WeakMap<OutboxEntry, number>();
function sizeOf(entry: OutboxEntry): number {
  let size = sizes.get(entry);
  if (size === undefined) sizes.set(entry, (size = JSON.stringify(entry.payload ?? null).length));
  return size;
}

/**
 * Picks from `waiting` (this user's entries in seq order, none of them on its way) what may go
 * now, as requests of up to `batchSize` entries. `due(entry)` is false while the entry's backoff
 * runs (the pusher's own timer respects it; explicit triggers do not).
 */
export function chooseToSend(
  waiting: readonly OutboxEntry[],
  inFlight: InFlight,
  due: (entry: OutboxEntry) => boolean,
  limits: Partial<WindowLimits> = {},
): WindowChoice {
  const { window, batchSize, maxChars } = { ...DEFAULT_LIMITS, ...limits };
  const start: OutboxEntry[][] = [];
  if (inFlight.alone) return { start };
  // Entities that may not go now: on their way, or with an earlier entry that waits.
  const held = new Set(inFlight.keys);
  // Entities with an entry in a request formed now: their next entries may join that request.
  const formedIn = new Map<string, { entries: OutboxEntry[]; chars: number }>();
  let current: { entries: OutboxEntry[]; chars: number } | null = null;
  let count = inFlight.count;
  const fits = (request: { entries: OutboxEntry[]; chars: number }, chars: number) =>
    request.entries.length < batchSize && request.chars + chars <= maxChars;
  for (let i = 0; i < waiting.length; i++) {
    const entry = waiting[i]!;
    if (!due(entry)) {
      // The queue waits for its earliest entry's backoff: nothing behind it overtakes it.
      return count === 0 && i === 0 ? { start, notDueUntil: entry.nextAttemptAt } : { start };
    }
    if (kindTravelsAlone(entry.kind)) {
      // Only as the very next entry, with nothing else on its way; and it closes the window.
      if (i === 0 && count === 0) start.push([entry]);
      return { start };
    }
    const key = entry.entityKey;
    if (held.has(key)) continue;
    const chars = sizeOf(entry);
    const joined = formedIn.get(key);
    if (joined) {
      // The entity's request is formed now: its next entry follows in it, or waits for it.
      if (fits(joined, chars)) {
        joined.entries.push(entry);
        joined.chars += chars;
      } else {
        held.add(key);
      }
      continue;
    }
    if (!current || !fits(current, chars)) {
      if (count >= window) {
        held.add(key);
        continue;
      }
      current = { entries: [], chars: 0 };
      start.push(current.entries);
      count += 1;
    }
    current.entries.push(entry);
    current.chars += chars;
    formedIn.set(key, current);
  }
  return { start };
}

export function travelsAlone(entry: OutboxEntry): boolean {
  return kindTravelsAlone(entry.kind);
}

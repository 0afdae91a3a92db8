// What may travel at once: different entities side by side, one entity in order, a kit return alone;
// several entries in one request, an entity's entries in order within it.
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './outbox';
import { chooseToSend, type InFlight } from './push-window';

let seq = 0;
function entry(kind: OutboxEntry['kind'], entityKey: string, nextAttemptAt = 0): OutboxEntry {
  seq += 1;
  return { seq, kind, entityKey, nextAttemptAt } as OutboxEntry;
}
const count = (key: string) => entry('inventory', `project:${key}`);
const task = (key: string) => entry('task-completion', `task:${key}`);
const giveBack = (key: string) => entry('kits-return', `order:${key}`);
const nothing: InFlight = { keys: new Set(), count: 0, alone: false };
const always = () => true;
const seqs = (requests: OutboxEntry[][]) => requests.map((entries) => entries.map((e) => e.seq));
/** One entry per request, as when each goes to its own endpoint. */
const single = (window?: number) => ({ batchSize: 1, ...(window ? { window } : {}) });

describe('chooseToSend', () => {
  it('sends different entities side by side, up to the window', () => {
    const waiting = [count('a'), count('b'), task('t'), count('c')];
    expect(seqs(chooseToSend(waiting, nothing, always, single(3)).start)).toEqual(waiting.slice(0, 3).map((e) => [e.seq]));
  });

  it('keeps one entity in order: not beside its request on the way, not past its earlier waiting entry', () => {
    const a1 = count('a');
    const b1 = count('b');
    const a2 = count('a');
    const c1 = count('c');
    // a1 goes, a2 waits for it; b1 and c1 go beside it.
    expect(seqs(chooseToSend([a1, b1, a2, c1], nothing, always, single()).start)).toEqual([[a1.seq], [b1.seq], [c1.seq]]);
    // With a's request on its way, neither a-entry goes; with b's, b1 and everything of b after it waits.
    const inFlight: InFlight = { keys: new Set(['project:a', 'project:b']), count: 2, alone: false };
    const b2 = count('b');
    expect(seqs(chooseToSend([a2, b2, c1], inFlight, always, single()).start)).toEqual([[c1.seq]]);
    // In one request, an entity's entries follow each other; with its request on the way, none goes.
    expect(seqs(chooseToSend([a1, b1, a2, c1], nothing, always).start)).toEqual([[a1.seq, b1.seq, a2.seq, c1.seq]]);
    expect(seqs(chooseToSend([a2, b2, c1], inFlight, always).start)).toEqual([[c1.seq]]);
  });

  it('sends a kit return alone: only as the next entry with nothing on the way, and nothing beside it', () => {
    const r = giveBack('o');
    const after = count('z');
    expect(seqs(chooseToSend([r, after], nothing, always).start)).toEqual([[r.seq]]);
    // Something on its way: the return waits, and so does everything behind it.
    const busy: InFlight = { keys: new Set(['project:x']), count: 1, alone: false };
    expect(chooseToSend([r, after], busy, always).start).toEqual([]);
    // Entries before the return go; the return and what follows wait for them.
    const before = count('y');
    expect(seqs(chooseToSend([before, r, after], nothing, always).start)).toEqual([[before.seq]]);
    // While a return is on its way nothing else goes.
    expect(chooseToSend([after], { keys: new Set(['order:o']), count: 1, alone: true }, always).start).toEqual([]);
  });

  it('waits for the first entry’s backoff and lets nothing pass it', () => {
    const late = entry('inventory', 'project:a', 5_000);
    const other = count('b');
    const due = (e: OutboxEntry) => e.nextAttemptAt <= 1_000;
    expect(chooseToSend([late, other], nothing, due)).toEqual({ start: [], notDueUntil: 5_000 });
    // Behind requests on their way, the pass waits for them rather than ending.
    const busy: InFlight = { keys: new Set(['project:c']), count: 1, alone: false };
    expect(chooseToSend([late, other], busy, due)).toEqual({ start: [] });
  });

  it('fills requests up to the batch size and the window, and keeps an entity in the request it started in', () => {
    const a1 = count('a');
    const b1 = count('b');
    const c1 = count('c');
    const a2 = count('a');
    const d1 = count('d');
    const e1 = count('e');
    const b2 = count('b');
    // Two per request, two requests: a1 b1 | c1 d1; a2 would follow a1 but its request is full, so
    // a waits; e1 finds no room; b2 cannot join b1's full request either.
    expect(seqs(chooseToSend([a1, b1, c1, a2, d1, e1, b2], nothing, always, { batchSize: 2, window: 2 }).start)).toEqual([
      [a1.seq, b1.seq],
      [c1.seq, d1.seq],
    ]);
    // With room, a2 joins a1's request; b2 may not go in another request than b1's, which is full.
    expect(seqs(chooseToSend([a1, b1, c1, a2, d1, e1, b2], nothing, always, { batchSize: 4, window: 2 }).start)).toEqual([
      [a1.seq, b1.seq, c1.seq, a2.seq],
      [d1.seq, e1.seq],
    ]);
  });

  it('closes a request at its size in characters', () => {
    const waiting = [count('a'), count('b'), count('c')];
    const chars = JSON.stringify(waiting[0]!.payload ?? null).length;
    expect(seqs(chooseToSend(waiting, nothing, always, { maxChars: chars * 2 }).start)).toEqual([
      [waiting[0]!.seq, waiting[1]!.seq],
      [waiting[2]!.seq],
    ]);
  });
});

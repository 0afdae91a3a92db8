// The tab's live event stream (GET /events, docs/architecture.md "Live events"): one EventSource per
// signed-in tab, opened with a fresh one-time ticket. EventSource's own reconnect would reuse the URL,
// whose ticket is spent, so on an error the stream is closed and opened again with a new ticket and
// the last event seen (lastEventId), after a growing pause. It closes while offline, after a while
// hidden, and at sign-out; it opens again when back (the server replays what was missed, or says
// "reset"). Each event revalidates the SWR keys its kind touches (event-keys.ts), gathered over a
// short moment so a burst of events costs one refresh per screen.
import { RESET_KIND, type LiveEvent } from '@contract/events-messages';
import { firstRoutes } from '@contract/first-routes';
import { apiPath } from '@contract/route-paths';
import { apiRequest } from '@client/lib/http';
import { getSessionState, subscribeSession } from '@client/lib/session-store';
import { keysTouchedBy, type KeyMatcher } from './event-keys';

/** A tab hidden this long lets its stream go (a background tab should not hold a connection). */
const HIDDEN_CLOSE_MS = 5 * 60_000;
const MIN_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** Events arriving this close together are applied in one revalidation. */
const GATHER_MS = 100;

const ticketShape = {
  parse(value: unknown): { ticket: string } {
    const ticket = (value as { ticket?: unknown } | null)?.ticket;
    if (typeof ticket !== 'string') throw new Error('The stream ticket answer has no ticket');
    return { ticket };
  },
};

function parseEvent(data: string): LiveEvent | null {
  try {
    const value = JSON.parse(data) as Partial<LiveEvent>;
    return typeof value.kind === 'string' && typeof value.entityType === 'string' && typeof value.id === 'string' ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}

let started = false;
let source: EventSource | null = null;
let opening = false;
let userId: string | null = null;
/** The last event (or cursor) this tab has seen: where a reopened stream resumes. */
let lastEventId: number | null = null;
let retryMs = MIN_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let hiddenTimer: ReturnType<typeof setTimeout> | null = null;
let hiddenTooLong = false;
let gathered: KeyMatcher[] = [];
let gatherTimer: ReturnType<typeof setTimeout> | null = null;

const wanted = () => userId !== null && navigator.onLine && !hiddenTooLong;

function revalidate(matcher: KeyMatcher): void {
  gathered.push(matcher);
  gatherTimer ??= setTimeout(() => {
    const matchers = gathered;
    gathered = [];
    gatherTimer = null;
    void import('swr').then(({ mutate }) => mutate((key) => matchers.some((matches) => matches(key)))).catch(() => undefined);
  }, GATHER_MS);
}

function noteId(raw: string): void {
  const id = Number(raw);
  if (raw !== '' && Number.isSafeInteger(id)) lastEventId = id;
}

function close(): void {
  source?.close();
  source = null;
}

function scheduleRetry(): void {
  if (retryTimer || !wanted()) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void open();
  }, retryMs);
  retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
}

async function open(): Promise<void> {
  if (source || opening || !wanted()) return;
  opening = true;
  const openedFor = userId;
  try {
    const { ticket } = await apiRequest(firstRoutes.eventTicket, {}, ticketShape);
    if (!wanted() || userId !== openedFor || source) return;
    const url = apiPath(firstRoutes.eventStream, undefined, { ticket, ...(lastEventId === null ? {} : { lastEventId: String(lastEventId) }) });
    const resuming = lastEventId !== null;
    const next = new EventSource(url);
    source = next;
    next.onopen = () => {
      retryMs = MIN_RETRY_MS;
      // A first stream starts from now: what changed between the screen's reads and this moment
      // came before it. Read what is shown once more (a resumed stream replays instead).
      if (!resuming) revalidate(() => true);
    };
    next.onmessage = (message: MessageEvent<string>) => {
      noteId(message.lastEventId);
      const event = parseEvent(message.data);
      if (!event) return;
      if (event.kind === RESET_KIND) revalidate(() => true);
      else revalidate(keysTouchedBy(event));
    };
    // Entries that were not this person's moved the resume point past them.
    next.addEventListener('cursor', (message) => noteId((message as MessageEvent<string>).lastEventId));
    next.onerror = () => {
      if (source !== next) return;
      close();
      scheduleRetry();
    };
  } catch {
    // Offline, the server away, or the session over (apiRequest has handled sign-out): try later.
    scheduleRetry();
  } finally {
    opening = false;
  }
}

function update(): void {
  const current = getSessionState().user?.id ?? null;
  if (current !== userId) {
    // Another person (or nobody): what the last one had seen means nothing for them.
    close();
    userId = current;
    lastEventId = null;
  }
  if (!wanted()) {
    close();
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    return;
  }
  void open();
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') {
    hiddenTimer ??= setTimeout(() => {
      hiddenTooLong = true;
      update();
    }, HIDDEN_CLOSE_MS);
    return;
  }
  if (hiddenTimer) clearTimeout(hiddenTimer);
  hiddenTimer = null;
  if (hiddenTooLong) {
    hiddenTooLong = false;
    update();
  }
}

/** Once, after the first screen: follows the session, the network and the tab's visibility. */
export function startLiveStream(): void {
  if (started || typeof EventSource === 'undefined') return;
  started = true;
  subscribeSession(update);
  window.addEventListener('online', () => {
    retryMs = MIN_RETRY_MS;
    update();
  });
  window.addEventListener('offline', update);
  document.addEventListener('visibilitychange', onVisibility);
  update();
}

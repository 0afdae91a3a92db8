// Presence on the page's subject (docs/architecture.md, "Live events"): while the page is open,
// visible and online, this tab beats (PUT /presence) every PRESENCE_HEARTBEAT_SECONDS and leaves
// (DELETE /presence) when hidden, closed or gone elsewhere; on pagehide the leave is a keepalive
// request, and a tab that could send nothing simply expires. Who else is there is an SWR key,
// ['presence', subject]: read when the page opens, replaced by each beat's answer, and asked again
// when the live stream says the subject changed (live/event-keys.ts). Offline: nothing is sent
// and nobody is shown; any failure just shows nobody.
import { useEffect, useSyncExternalStore } from 'react';
import useSWR, { mutate } from 'swr';
import { PRESENCE_HEARTBEAT_SECONDS, type PresenceActivity, type PresentPerson } from '@contract/presence';
import { presenceEndpoints } from '@contract/presence-endpoints';
import { apiRequest } from '@client/lib/http';

/** This tab's id: two tabs of one person come and go on their own. */
const TAB = crypto.randomUUID();

const keyOf = (subject: string) => ['presence', subject] as const;

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOnline = () => navigator.onLine;

/**
 * Who else has `subject` (`school:<id>` or `blueprint:<id>`) open, while this page says it is
 * there doing `activity`. A null subject (still loading) does nothing.
 */
export function usePresence(subject: string | null, activity: PresenceActivity): PresentPerson[] {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const { data } = useSWR(subject && online ? keyOf(subject) : null, () => apiRequest(presenceEndpoints.presence, { query: { subject: subject! } }), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });

  useEffect(() => {
    if (!subject || !online) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    let here = false;
    const beat = () =>
      apiRequest(presenceEndpoints.beatPresence, { body: { subject, tab: TAB, activity } }).then(
        (answer) => void mutate(keyOf(subject), answer, { revalidate: false }),
        () => undefined,
      );
    const come = () => {
      if (here) return;
      here = true;
      void beat();
      timer = setInterval(() => void beat(), PRESENCE_HEARTBEAT_SECONDS * 1000);
    };
    const go = (keepalive = false) => {
      if (!here) return;
      here = false;
      if (timer) clearInterval(timer);
      timer = null;
      void apiRequest(presenceEndpoints.leavePresence, { query: { subject, tab: TAB }, keepalive }).catch(() => undefined);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? come() : go());
    const onPageHide = () => go(true);
    const onPageShow = () => document.visibilityState === 'visible' && come();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    if (document.visibilityState === 'visible') come();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      go();
    };
  }, [subject, activity, online]);

  return online ? (data?.items ?? []) : [];
}

// How a "Check your email" screen learns that the address was confirmed somewhere else. In this
// browser, the tab that opened the link says so on a BroadcastChannel (at once, no request). From
// another device (the link opened on a phone), a light poll asks the server with the watch the
// screen was given (POST /sessions/email/status), every CONFIRMATION_WATCH_POLL_SECONDS while the
// tab is visible and again when it comes back into view; a watch the server no longer takes ends it.
import { useEffect, useState } from 'react';
import { CONFIRMATION_WATCH_POLL_SECONDS } from '@contract/auth';
import { isApiError } from '@client/lib/http';
import { confirmationStatus } from './account-api';

const CHANNEL = 'hands-on-portal:email-confirmed';

/** Tells this browser's other tabs that `email` is confirmed now. */
export function announceEmailConfirmed(email: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ email: email.toLowerCase() });
  channel.close();
}

/** Calls `onConfirmed` once another tab says `email` is confirmed. */
export function useConfirmationAnnounced(email: string, onConfirmed: () => void): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<{ email?: unknown }>) => {
      if (event.data?.email === email.toLowerCase()) onConfirmed();
    };
    return () => channel.close();
  }, [email, onConfirmed]);
}

/** True once the address is confirmed in another tab of this browser or, with a watch, anywhere. */
export function useConfirmedElsewhere(email: string, watch: string | undefined): boolean {
  const [confirmed, setConfirmed] = useState(false);
  useConfirmationAnnounced(email, () => setConfirmed(true));

  useEffect(() => {
    if (!watch || confirmed) return;
    let stopped = false;
    let asking = false;
    const ask = async () => {
      if (stopped || asking || document.visibilityState !== 'visible') return;
      asking = true;
      try {
        if (await confirmationStatus(watch)) setConfirmed(true);
      } catch (error) {
        // The watch ran out (or was never this server's): nothing more to ask. A network error is
        // tried again at the next beat.
        if (isApiError(error) && error.status === 400) stopped = true;
      } finally {
        asking = false;
      }
    };
    const timer = window.setInterval(() => void ask(), CONFIRMATION_WATCH_POLL_SECONDS * 1000);
    const onVisible = () => void ask();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [watch, confirmed]);

  return confirmed;
}

// A screen with unsaved changes asks before they are lost: closing or reloading the tab gets the
// browser's own question, and following a link inside the portal (the navigation, a back link)
// waits for the screen's confirmation. wouter cannot block a navigation, so a link's click is
// caught in the capture phase, before the link's own handler moves the app.
import { useCallback, useEffect, useState } from 'react';

export interface LeaveGuard {
  /** The address a link was about to open while changes were unsaved; null when nothing waits. */
  pending: string | null;
  /** Leave after all: clears the question and returns the address to go to. */
  leave: () => string | null;
  stay: () => void;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = `${url.pathname}${url.search}${url.hash}`;
      if (to === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  const leave = useCallback(() => {
    const to = pending;
    setPending(null);
    return to;
  }, [pending]);
  const stay = useCallback(() => setPending(null), []);
  return { pending, leave, stay };
}

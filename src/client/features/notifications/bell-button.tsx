// The bell in the top bar, on every signed-in screen: the unread count as a badge, and the panel of
// notices on click. The button is drawn with the frame; the count is asked for once the first
// screen is up (so it never delays it), and the panel (Headless UI, the list) is its own chunk,
// loaded when first wanted.
import '@client/i18n/en/frame';
import { Suspense, useCallback, useRef, useState, type RefObject } from 'react';
import { lazyNamed } from '@client/app/lazy-page';
import { useI18n } from '@client/i18n/use-i18n';
import { cx } from '@client/ui/cx';
import { BellIcon } from '@client/ui/icons';
import { useNotifications } from './api';
import { badgeText, bellLabel } from './badge-text';

const NotificationPanel = lazyNamed(() => import('./notification-panel'), 'NotificationPanel');

interface BellButtonProps {
  /** False until the first screen is up: until then the count is not asked for. */
  ready: boolean;
  className: string;
}

/**
 * After the panel closes, puts focus back on the bell if it was left on the page itself: the
 * dialog's own focus return can lose it while the closing transition runs (as the settings
 * drawer's, app/layouts/app-layout.tsx). Checked for a moment, since the transition decides late.
 */
function refocusWhenLost(button: RefObject<HTMLButtonElement | null>) {
  let checks = 0;
  const check = () => {
    if (document.activeElement === document.body || document.activeElement === null) {
      button.current?.focus();
      return;
    }
    if (document.activeElement !== button.current && ++checks < 12) window.setTimeout(check, 50);
  };
  window.setTimeout(check, 0);
}

export function BellButton({ ready, className }: BellButtonProps) {
  const { t } = useI18n();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the panel can animate closed and opens at once next time.
  const [wanted, setWanted] = useState(false);
  const { data } = useNotifications(ready || wanted);
  const unread = data?.unread ?? 0;
  const badge = badgeText(unread);
  const preload = useCallback(() => void NotificationPanel.preload().catch(() => undefined), []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={t('notifications.bell')}
        className={cx(className, 'relative')}
        data-notifications-button=""
      >
        <BellIcon className="size-5" />
        <span className="sr-only">{bellLabel(unread, t)}</span>
        {badge && (
          // Left out of the screen saved for the next page load (app/first-paint): the count is this moment's.
          <span
            aria-hidden="true"
            data-first-paint-omit=""
            className="absolute end-0.5 top-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white"
          >
            {badge}
          </span>
        )}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationPanel
            open={open}
            onClose={(followed) => {
              setOpen(false);
              // Following a notice goes to its screen, which takes focus itself.
              if (!followed) refocusWhenLost(buttonRef);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

// The bell in the top bar, on every signed-in screen: the unread count as a badge, and the panel of
// notices on click. The button is drawn with the frame; the count is asked for once the first
// screen is up (so it never delays it), and the panel (Headless UI, the list) is its own chunk,
// loaded when first wanted.
import { Suspense, useCallback, useState } from 'react';
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

export function BellButton({ ready, className }: BellButtonProps) {
  const { t } = useI18n();
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
          <NotificationPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

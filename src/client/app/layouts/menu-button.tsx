// A small menu button (WAI-ARIA menu button pattern) for the chrome that is on every screen: the
// account menu and the Resources menus. Written here rather than taken from Headless UI because
// that Menu brings a positioning library (~30 KB gzipped) onto the path of the first screen.
// Keyboard: Enter, Space or ↓ opens on the first item, ↑ on the last; ↑ ↓ Home End move;
// Escape closes and returns to the button; Tab closes. A click outside closes.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { AppLink } from '@client/ui/app-link';
import { cx } from '@client/ui/cx';

type MenuEntry =
  | { key: string; kind: 'link'; to: string; content: ReactNode; current?: boolean }
  | { key: string; kind: 'button'; onSelect: () => void; content: ReactNode };

interface MenuButtonProps {
  /** The button's content; give it an accessible name (visible or sr-only text). */
  button: ReactNode;
  buttonClassName: string;
  /** Shown above the items, not focusable (e.g. who is signed in). */
  header?: ReactNode;
  entries: readonly MenuEntry[];
  menuClassName: string;
  itemClassName: (entry: MenuEntry, active: boolean) => string;
  /** below-end / below-start: under the button; side: beside it (a collapsed side navigation). */
  placement?: 'below-end' | 'below-start' | 'side';
  /** The menu's accessible name when the button's text is not enough. */
  label?: string;
  title?: string;
}

export function MenuButton({
  button,
  buttonClassName,
  header,
  entries,
  menuClassName,
  itemClassName,
  placement = 'below-end',
  label,
  title,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [sidePosition, setSidePosition] = useState<CSSProperties | undefined>();
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const openAt = (index: number) => {
    if (placement === 'side' && buttonRef.current) {
      // Fixed, so the scrolling navigation around the button does not clip it.
      const box = buttonRef.current.getBoundingClientRect();
      const rtl = document.documentElement.dir === 'rtl';
      setSidePosition({ position: 'fixed', top: box.top, ...(rtl ? { right: window.innerWidth - box.left + 8 } : { left: box.right + 8 }) });
    }
    setActive((index + entries.length) % entries.length);
    setOpen(true);
  };

  // Focus follows the active item while open.
  useLayoutEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = entries.length - 1;
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActive((moves[event.key]! + entries.length) % entries.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        title={title}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-open={open || undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className={buttonClassName}
      >
        {button}
      </button>
      {open && (
        // The popover holds the header (not part of the menu) and the menu itself.
        <div
          style={placement === 'side' ? sidePosition : undefined}
          className={cx(
            'z-50',
            placement === 'below-end' && 'absolute end-0 top-full mt-2',
            placement === 'below-start' && 'absolute start-0 top-full mt-2',
            menuClassName,
          )}
        >
          {header}
          <div id={menuId} role="menu" aria-labelledby={label ? undefined : buttonId} aria-label={label} onKeyDown={onMenuKeyDown}>
            {entries.map((entry, index) => {
              const shared = {
                ref: (element: HTMLElement | null) => {
                  itemRefs.current[index] = element;
                },
                role: 'menuitem',
                tabIndex: -1,
                className: itemClassName(entry, index === active),
                onMouseEnter: () => setActive(index),
              };
              return entry.kind === 'link' ? (
                <AppLink
                  key={entry.key}
                  {...shared}
                  ref={shared.ref as (element: HTMLAnchorElement | null) => void}
                  to={entry.to}
                  aria-current={entry.current ? 'page' : undefined}
                  onClick={() => close(false)}
                >
                  {entry.content}
                </AppLink>
              ) : (
                <button
                  key={entry.key}
                  {...shared}
                  ref={shared.ref as (element: HTMLButtonElement | null) => void}
                  type="button"
                  onClick={() => {
                    close(false);
                    entry.onSelect();
                  }}
                >
                  {entry.content}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}

// Keeps a keyboard user's place in a list when an item leaves it by their own action (a task ticked
// into the other tab, a row deleted): the browser would drop focus to the page's start, a dozen Tabs
// away. Focus goes instead to the next item, or the previous one when the last left, or the list's
// empty state when none is left.
//
// Mark each item with itemProps(key). In the item that takes focus, the control in the same place
// as the one the user was on gets it (the next task's box, the next row's Delete), else its first.
// The container holds the items and whatever replaces them when none is left; `data-list-fallback`
// marks the element to focus then (EmptyState carries it), else the container if it can take focus.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

const ITEM = 'data-list-item';
const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]';
/** How long a dialog opened from the item may stay open after the item left, before the place is given up. */
const DIALOG_WAIT_MS = 5000;

interface Place {
  key: string;
  /** The items' order when the item was focused: where its neighbours were. */
  keys: readonly string[];
  /** Which of the item's controls had focus. */
  control: number;
}

/** The item to go to when the place's item has gone: the next one still there, else the previous one, else none. */
function neighbour(place: Place, keys: readonly string[]): string | null {
  const still = new Set(keys);
  const at = place.keys.indexOf(place.key);
  const after = place.keys.slice(at + 1).find((key) => still.has(key));
  return after ?? place.keys.slice(0, Math.max(at, 0)).findLast((key) => still.has(key)) ?? null;
}

const inDialog = (element: Element) => Boolean(element.closest('[role="dialog"]'));
const dialogOpen = () => Boolean(document.querySelector('[role="dialog"]'));
const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * `keys`: the items' keys in the order shown, or undefined while the list loads (the place is kept).
 * Returns the container's ref and the props that mark an item.
 */
export function useListFocus<T extends HTMLElement>(keys: readonly string[] | undefined) {
  const containerRef = useRef<T>(null);
  const place = useRef<Place | null>(null);
  const shown = useRef(keys);
  const waiting = useRef(0);
  useEffect(() => () => cancelAnimationFrame(waiting.current), []);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const container = containerRef.current;
      const item = target && container?.contains(target) ? target.closest(`[${ITEM}]`) : null;
      if (item) {
        const control = [...item.querySelectorAll(FOCUSABLE)].indexOf(target!);
        place.current = { key: item.getAttribute(ITEM)!, keys: shown.current ?? [], control: Math.max(control, 0) };
      }
      // A dialog opened from the item keeps the place (its answer may remove the item); focus
      // anywhere else outside the list means the user has moved on.
      else if (target && !container?.contains(target) && !inDialog(target)) place.current = null;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const focusAt = useCallback((key: string | null, control: number) => {
    const container = containerRef.current;
    if (!container) return;
    // A table's row and its phone card carry the same key; only one of them is shown.
    const item = key === null ? null : [...container.querySelectorAll(`[${ITEM}="${CSS.escape(key)}"]`)].find((e) => e.getClientRects().length > 0);
    const controls = item ? [...item.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
    const target = controls[control] ?? controls[0] ?? container.querySelector<HTMLElement>('[data-list-fallback]') ?? container;
    target.focus();
  }, []);

  const signature = keys?.join('\n');
  useLayoutEffect(() => {
    shown.current = keys;
    const last = place.current;
    if (!keys || !last) return;
    if (keys.includes(last.key)) {
      place.current = { ...last, keys };
      return;
    }
    const next = neighbour(last, keys);
    place.current = next === null ? null : { key: next, keys, control: last.control };
    if (!dialogOpen()) {
      if (focusLost()) focusAt(next, last.control);
      return;
    }
    // The dialog that removed the item (its busy button may have dropped focus meanwhile) gives
    // focus back when it closes, to an element that may no longer be there: once it has closed,
    // the place in the list wins.
    const until = Date.now() + DIALOG_WAIT_MS;
    cancelAnimationFrame(waiting.current);
    waiting.current = requestAnimationFrame(function wait() {
      if (dialogOpen()) {
        if (Date.now() < until) waiting.current = requestAnimationFrame(wait);
        return;
      }
      focusAt(next, last.control);
    });
    // The keys' contents, not the array's identity, say whether an item left.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, focusAt]);

  const itemProps = useCallback((key: string) => ({ [ITEM]: key }), []);
  return { containerRef, itemProps };
}

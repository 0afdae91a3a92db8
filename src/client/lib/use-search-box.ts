// A list's search box. Typing pauses before the search is applied (the list is not asked again at
// every key; the address keeps the search for reloads), and a search changed from outside (Back,
// "Clear filters") refills the box.
import { useEffect, useRef, useState } from 'react';

const TYPING_PAUSE_MS = 300;

/** `search` is the applied search (from the address); `apply` must be stable (useCallback). */
export function useSearchBox(search: string, apply: (next: string) => void): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(search);
  // The search last applied, so the box's own change is not mistaken for one from outside.
  const applied = useRef(search);
  useEffect(() => {
    if (search === applied.current) return;
    applied.current = search;
    setTyped(search);
  }, [search]);
  useEffect(() => {
    const next = typed.trim();
    if (next === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = next;
      apply(next);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, apply]);
  return [typed, setTyped];
}

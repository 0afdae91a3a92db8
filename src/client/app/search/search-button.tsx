// The top bar's way into the search: a button (a search field's look on wide screens) and the `/`
// key from anywhere but a field being typed in. The box itself is its own chunk, loaded the first
// time it is wanted, so the first screen's script stays as it was.
import { Suspense, useCallback, useEffect, useState } from 'react';
import '@client/i18n/en/search';
import { useI18n } from '@client/i18n/use-i18n';
import { SearchIcon } from '@client/ui/icons';
import { lazyNamed } from '../lazy-page';

const SearchDialog = lazyNamed(() => import('./search-dialog'), 'SearchDialog');

/** Whether a key press belongs to something being typed in (a field, a menu, an editable area). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="listbox"],[role="menu"]') !== null
  );
}

export function SearchButton() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the loaded box for the next time.
  const [wanted, setWanted] = useState(false);
  const show = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typingIn(event.target)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <button
        type="button"
        onClick={show}
        onPointerEnter={() => void SearchDialog.preload()}
        onFocus={() => void SearchDialog.preload()}
        title={t('search.shortcut')}
        aria-keyshortcuts="/"
        aria-haspopup="dialog"
        className="flex h-10 shrink-0 items-center gap-2 rounded-lg px-2.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 md:w-56 md:border md:border-slate-300 md:bg-white md:px-3 md:text-slate-500 lg:w-64"
        data-search-button=""
      >
        <SearchIcon className="size-5 shrink-0" />
        <span className="sr-only md:not-sr-only md:flex-1 md:text-start md:text-sm">{t('search.open')}</span>
        <kbd className="hidden rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-500 md:inline">/</kbd>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

// The search box itself (loaded on first use, with Headless UI's combobox and SWR): type, wait a
// moment, and the hits arrive grouped; arrows move, Enter opens the hit's screen, Escape clears the
// text and then closes. Offline it says so rather than asking.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { SEARCH_GROUPS, type SearchGroupName } from '@contract/search';
import '@client/i18n/en/search';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError, NETWORK_ERROR_STATUS } from '@client/lib/http';
import { useCan } from '@client/lib/use-can';
import { useNavigatorOnline } from '@client/lib/use-sync-status';
import { useNavigateTo } from '@client/ui/app-link';
import { cx } from '@client/ui/cx';
import { CloseIcon, SearchIcon } from '@client/ui/icons';
import { Spinner } from '@client/ui/spinner';
import { useSearch, useSettledQuery } from './search-api';
import { searchOptions, type SearchOption } from './search-hits';

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-start justify-center p-3 pt-4 sm:p-6 sm:pt-[10vh]">
        <DialogPanel className="flex max-h-full w-full max-w-xl flex-col overflow-hidden rounded-xl bg-white shadow-xl" data-search-dialog="">
          <DialogTitle className="sr-only">{t('search.label')}</DialogTitle>
          {open && <SearchBox onClose={onClose} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function SearchBox({ onClose }: { onClose: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [typed, setTyped] = useState('');
  const query = useSettledQuery(typed);
  const online = useNavigatorOnline();
  const staff = useCan('staff:console');
  const search = useSearch(query, online);
  const navigate = useNavigateTo();
  const hintId = useId();

  const settled = query !== '' && query === typed.trim();
  const results = query && search.data ? searchOptions(search.data, staff, i18n) : null;
  const groups = results ? SEARCH_GROUPS.filter((group) => results[group].length > 0) : [];

  const choose = (option: SearchOption | null) => {
    if (!option) return;
    onClose();
    if (option.href.startsWith('mailto:')) window.location.href = option.href;
    else navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The first Escape clears what was typed, the next one closes the box. Both are handled here: the
    // combobox keeps Escape from reaching the dialog.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (typed) setTyped('');
    else onClose();
  };

  const offline = !online || (isApiError(search.error) && search.error.status === NETWORK_ERROR_STATUS);
  let status: React.ReactNode = null;
  if (offline) status = t('search.offline');
  else if (search.error && !search.isValidating)
    status = t('search.failed', { message: isApiError(search.error) ? translateMessage(t, search.error.message) : String(search.error) });
  else if (!query || typed.trim().length < 2) status = t('search.hint');
  else if (!settled || (search.isLoading && !results)) status = null;
  else if (results && groups.length === 0) status = t('search.none', { query });

  const busy = online && typed.trim().length >= 2 && (!settled || search.isValidating);

  return (
    <Combobox<SearchOption | null> value={null} onChange={choose} immediate>
      <div className="flex items-center gap-2 border-b border-slate-200 px-3">
        <SearchIcon className="size-5 shrink-0 text-slate-500" />
        <ComboboxInput
          autoFocus
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label={t('search.label')}
          aria-describedby={hintId}
          placeholder={t('search.placeholder')}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          className="h-14 min-w-0 flex-1 border-0 bg-transparent px-1 text-base text-slate-900 placeholder:text-slate-500 focus:ring-0 focus:outline-none"
          data-search-input=""
        />
        {busy && <Spinner size={20} label={t('search.loading')} />}
        <button
          type="button"
          onClick={onClose}
          className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{t('search.close')}</span>
        </button>
      </div>
      <p id={hintId} role="status" className={cx('px-4 text-sm text-slate-600', status ? 'py-4' : 'sr-only')}>
        {status ?? (busy ? t('search.loading') : '')}
      </p>
      {results && groups.length > 0 && !offline && (
        <ComboboxOptions static className="overflow-y-auto overscroll-contain px-2 pb-2" aria-label={t('search.label')}>
          {groups.map((group) => (
            <SearchGroup key={group} group={group} options={results[group]} total={search.data![group].total} />
          ))}
        </ComboboxOptions>
      )}
    </Combobox>
  );
}

function SearchGroup({ group, options, total }: { group: SearchGroupName; options: SearchOption[]; total: number }) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="pt-2">
      <div id={headingId} className="flex items-baseline justify-between px-2 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <span>{t(`search.groups.${group}`)}</span>
        {total > options.length && (
          <span className="font-normal normal-case">{t('search.more', { shown: String(options.length), total: String(total) })}</span>
        )}
      </div>
      {options.map((option) => (
        <ComboboxOption
          key={option.key}
          value={option}
          className="cursor-pointer rounded-lg px-2 py-2 data-focus:bg-primary-50 data-focus:ring-1 data-focus:ring-primary-200"
        >
          <span className="block truncate text-sm font-medium text-slate-900">{option.title}</span>
          {option.detail && <span className="block truncate text-xs text-slate-600">{option.detail}</span>}
        </ComboboxOption>
      ))}
    </div>
  );
}

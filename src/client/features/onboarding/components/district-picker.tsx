// Choosing the district: a search of the whole directory (POST /admin-programs/districts with
// getAll), then the choice shown as a card that can be changed.
import '@client/i18n/en/onboarding';
import { useId, useState } from 'react';
import type { DirectoryRef } from '@contract/onboarding';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { TextField } from '@client/ui/text-field';
import { useDistrictSearch } from '../api';
import { useDebounced } from '../use-debounced';

interface DistrictPickerProps {
  value: DirectoryRef | null;
  onChange: (district: DirectoryRef | null) => void;
  error?: string;
}

export function DistrictPicker({ value, onChange, error }: DistrictPickerProps) {
  const { t, tp, number } = useI18n();
  // Open only when the person asked to change the district: a district chosen for them (the one
  // their e-mail belongs to, found after this mounted) shows as chosen, not as a search list.
  const [editing, setEditing] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const searching = editing || !value;
  const results = useDistrictSearch(searching ? query : null);
  const listId = useId();

  if (!searching) {
    return (
      <div className="mt-3 flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-xs font-medium tracking-wide text-primary-800 uppercase">{t('onboarding.district.yours')}</p>
          <p className="mt-0.5 font-semibold text-slate-900">{value.name}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          {t('onboarding.district.change')}
        </Button>
      </div>
    );
  }

  const items = results.data?.items ?? [];
  return (
    <div className="mt-3">
      <TextField
        label={t('onboarding.district.search')}
        type="search"
        placeholder={t('onboarding.district.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-controls={listId}
        autoComplete="off"
        error={error}
      />
      <div id={listId} aria-live="polite" className="mt-3">
        {results.error && !results.data ? (
          <Alert tone="error">
            {t('onboarding.district.searchFailed')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void results.mutate()}>
              {t('common.tryAgain')}
            </button>
          </Alert>
        ) : !results.data ? (
          <Spinner size={20} label={t('onboarding.district.searching')} />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('onboarding.district.noMatch', { query })}</p>
        ) : (
          <ul
            className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
            aria-label={t('onboarding.district.found')}
          >
            {items.map((district) => (
              <li key={district.id} className="flex items-center justify-between gap-4 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{district.name}</p>
                  <p className="text-sm text-slate-600">
                    {[district.city, district.state].filter(Boolean).join(', ')}
                    {' · '}
                    {tp('onboarding.district.schools', district.schoolCount)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('onboarding.district.chooseName', { name: district.name })}
                  onClick={() => {
                    onChange({ id: district.id, name: district.name });
                    setEditing(false);
                    setSearch('');
                  }}
                >
                  {t('onboarding.district.choose')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {results.data && results.data.total > items.length && (
          <p className="mt-2 text-sm text-slate-500">
            {t('onboarding.list.showing', { shown: number(items.length), total: number(results.data.total) })}
          </p>
        )}
      </div>
      {value && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setEditing(false)}>
          {t('onboarding.district.keep', { name: value.name })}
        </Button>
      )}
    </div>
  );
}

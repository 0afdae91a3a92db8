// Choosing the district: a search of the whole directory (POST /admin-programs/districts with
// getAll), then the choice shown as a card that can be changed.
import { useId, useState } from 'react';
import type { DirectoryRef } from '../../../../contract/onboarding';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { useDistrictSearch } from '../api';
import { useDebounced } from '../use-debounced';

interface DistrictPickerProps {
  value: DirectoryRef | null;
  onChange: (district: DirectoryRef | null) => void;
  error?: string;
}

export function DistrictPicker({ value, onChange, error }: DistrictPickerProps) {
  const [editing, setEditing] = useState(!value);
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const results = useDistrictSearch(editing || !value ? query : null);
  const listId = useId();

  if (value && !editing) {
    return (
      <div className="mt-3 flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-xs font-medium tracking-wide text-primary-800 uppercase">Your district</p>
          <p className="mt-0.5 font-semibold text-slate-900">{value.name}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          Change district
        </Button>
      </div>
    );
  }

  const items = results.data?.items ?? [];
  return (
    <div className="mt-3">
      <TextField
        label="Search districts"
        type="search"
        placeholder="District name, city or NCES id"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-controls={listId}
        autoComplete="off"
        error={error}
      />
      <div id={listId} aria-live="polite" className="mt-3">
        {results.error && !results.data ? (
          <Alert tone="error">
            Could not search the directory. Check your connection.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void results.mutate()}>
              Try again
            </button>
          </Alert>
        ) : !results.data ? (
          <Spinner size={20} label="Searching districts…" />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">No district matches “{query}”.</p>
        ) : (
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white" aria-label="Districts found">
            {items.map((district) => (
              <li key={district.id} className="flex items-center justify-between gap-4 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{district.name}</p>
                  <p className="text-sm text-slate-600">
                    {[district.city, district.state].filter(Boolean).join(', ')}
                    {' · '}
                    {district.schoolCount} {district.schoolCount === 1 ? 'school' : 'schools'}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Choose ${district.name}`}
                  onClick={() => {
                    onChange({ id: district.id, name: district.name });
                    setEditing(false);
                    setSearch('');
                  }}
                >
                  Choose
                </Button>
              </li>
            ))}
          </ul>
        )}
        {results.data && results.data.total > items.length && (
          <p className="mt-2 text-sm text-slate-500">
            Showing {items.length} of {results.data.total}. Type more of the name to narrow the list.
          </p>
        )}
      </div>
      {value && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setEditing(false)}>
          Keep {value.name}
        </Button>
      )}
    </div>
  );
}

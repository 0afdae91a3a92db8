// Picking the district's schools: a search within the district, the picked schools as a list
// with Remove, and "Limit Reached" once the profile holds its maximum (spec §8).
import { useId, useState } from 'react';
import { describeSchoolFacts } from '../../../../contract/directory';
import { MAX_PROFILE_SCHOOLS, onboardingMessages, type DirectoryRef } from '../../../../contract/onboarding';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CloseIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { useDistrictSchools } from '../api';
import { useDebounced } from '../use-debounced';

interface SchoolPickerProps {
  district: DirectoryRef;
  value: DirectoryRef[];
  onChange: (schools: DirectoryRef[]) => void;
}

export function SchoolPicker({ district, value, onChange }: SchoolPickerProps) {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const results = useDistrictSchools(district.id, query);
  const listId = useId();
  const limitReached = value.length >= MAX_PROFILE_SCHOOLS;
  const picked = new Set(value.map((s) => s.id));
  const items = results.data?.items ?? [];

  return (
    <div className="mt-4 space-y-4">
      {value.length > 0 && (
        <ul aria-label="Selected schools" className="flex flex-wrap gap-2">
          {value.map((school) => (
            <li
              key={school.id}
              className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-1 pr-1 pl-3 text-sm font-medium text-primary-900 ring-1 ring-primary-200"
            >
              {school.name}
              <button
                type="button"
                aria-label={`Remove ${school.name}`}
                onClick={() => onChange(value.filter((s) => s.id !== school.id))}
                className="rounded-full p-1 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {limitReached && (
        <Alert tone="info" title="Limit Reached">
          {onboardingMessages.limitReached.replace(/^Limit Reached: (.)/, (_, first: string) => first.toUpperCase())}
        </Alert>
      )}

      <TextField
        label={`Search schools in ${district.name}`}
        type="search"
        placeholder="School name, city or NCES id"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-controls={listId}
        autoComplete="off"
      />
      <div id={listId} aria-live="polite">
        {results.error && !results.data ? (
          <Alert tone="error">
            Could not load the schools. Check your connection.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void results.mutate()}>
              Try again
            </button>
          </Alert>
        ) : !results.data ? (
          <Spinner size={20} label="Loading schools…" />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">{query ? `No school matches “${query}”.` : 'This district has no schools in our directory.'}</p>
        ) : (
          <ul aria-label="Schools found" className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {items.map((school) => {
              const facts = describeSchoolFacts(school);
              const isPicked = picked.has(school.id);
              return (
                <li key={school.id} className="flex items-center justify-between gap-4 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{school.name}</p>
                    <p className="text-sm text-slate-600">
                      {[school.city, school.gradeBand && `Grades ${school.gradeBand}`, facts.titleI].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <Button
                    variant={isPicked ? 'ghost' : 'secondary'}
                    size="sm"
                    disabled={isPicked || limitReached}
                    aria-label={isPicked ? `${school.name} added` : `Add ${school.name}`}
                    onClick={() => onChange([...value, { id: school.id, name: school.name }])}
                  >
                    {isPicked ? 'Added' : 'Add'}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {results.data && results.data.total > items.length && (
          <p className="mt-2 text-sm text-slate-500">
            Showing {items.length} of {results.data.total}. Type more of the name to narrow the list.
          </p>
        )}
      </div>
    </div>
  );
}

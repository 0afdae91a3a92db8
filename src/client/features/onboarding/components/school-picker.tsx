// Picking the district's schools: a search within the district, the picked schools as a list
// with Remove, and "Limit Reached" once the profile holds its maximum (spec §8).
import '@client/i18n/en/onboarding';
import { useId, useState } from 'react';
import { MAX_PROFILE_SCHOOLS, onboardingMessages, type DirectoryRef } from '@contract/onboarding';
import { schoolFacts } from '@client/i18n/programme-labels';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { CloseIcon } from '@client/ui/icons';
import { Spinner } from '@client/ui/spinner';
import { TextField } from '@client/ui/text-field';
import { useDistrictSchools } from '../api';
import { useDebounced } from '../use-debounced';

interface SchoolPickerProps {
  district: DirectoryRef;
  value: DirectoryRef[];
  onChange: (schools: DirectoryRef[]) => void;
}

/**
 * The contract's "Limit Reached: the maximum …" without its first words, which the notice's title
 * already says: "The maximum …".
 */
function limitText(text: string, title: string): string {
  const prefix = `${title}: `;
  if (!text.startsWith(prefix)) return text;
  const rest = text.slice(prefix.length);
  return rest.charAt(0).toLocaleUpperCase() + rest.slice(1);
}

export function SchoolPicker({ district, value, onChange }: SchoolPickerProps) {
  const { t, number } = useI18n();
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
        <ul aria-label={t('onboarding.schools.selected')} className="flex flex-wrap gap-2">
          {value.map((school) => (
            <li
              key={school.id}
              className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-1 ps-3 pe-1 text-sm font-medium text-primary-900 ring-1 ring-primary-200"
            >
              {school.name}
              <button
                type="button"
                aria-label={t('onboarding.schools.remove', { name: school.name })}
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
        <Alert tone="info" title={t('onboarding.schools.limitReached')}>
          {limitText(translateMessage(t, onboardingMessages.limitReached), t('onboarding.schools.limitReached'))}
        </Alert>
      )}

      <TextField
        label={t('onboarding.schools.search', { district: district.name })}
        type="search"
        placeholder={t('onboarding.schools.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-controls={listId}
        autoComplete="off"
      />
      <div id={listId} aria-live="polite">
        {results.error && !results.data ? (
          <Alert tone="error">
            {t('onboarding.schools.loadFailed')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void results.mutate()}>
              {t('common.tryAgain')}
            </button>
          </Alert>
        ) : !results.data ? (
          <Spinner size={20} label={t('onboarding.schools.loading')} />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">{query ? t('onboarding.schools.noMatch', { query }) : t('onboarding.schools.none')}</p>
        ) : (
          <ul
            aria-label={t('onboarding.schools.found')}
            className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
          >
            {items.map((school) => {
              const facts = schoolFacts(school, t, number);
              const isPicked = picked.has(school.id);
              return (
                <li key={school.id} className="flex items-center justify-between gap-4 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{school.name}</p>
                    <p className="text-sm text-slate-600">
                      {[school.city, school.gradeBand && t('onboarding.grades', { band: school.gradeBand }), facts.titleI]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <Button
                    variant={isPicked ? 'ghost' : 'secondary'}
                    size="sm"
                    disabled={isPicked || limitReached}
                    aria-label={
                      isPicked ? t('onboarding.schools.addedName', { name: school.name }) : t('onboarding.schools.addName', { name: school.name })
                    }
                    onClick={() => onChange([...value, { id: school.id, name: school.name }])}
                  >
                    {isPicked ? t('onboarding.schools.added') : t('onboarding.schools.add')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {results.data && results.data.total > items.length && (
          <p className="mt-2 text-sm text-slate-500">
            {t('onboarding.list.showing', { shown: number(items.length), total: number(results.data.total) })}
          </p>
        )}
      </div>
    </div>
  );
}

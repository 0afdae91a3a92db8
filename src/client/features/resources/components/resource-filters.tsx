// Not on react-hook-form: the filters only mirror the address and send no body to check; the search box's typing is all they keep.
// Search, subject and grade for a resource list. The search is sent a moment after typing stops,
// so each key press does not fetch.
import { useEffect, useId, useRef, useState } from 'react';
import { GRADE_LEVELS, SEARCH_MAX_LENGTH } from '@contract/resources';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { SearchIcon } from '@client/ui/icons';

const SEARCH_DELAY_MS = 300;

export interface FilterValues {
  search: string;
  subject: string;
  grade: string;
}

interface ResourceFiltersProps {
  values: FilterValues;
  subjects: readonly string[];
  onChange: (next: Partial<FilterValues>) => void;
}

const controlClasses =
  'block h-control w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-900 shadow-xs hover:border-slate-400 focus:outline-2 focus:-outline-offset-1 focus:outline-primary-600';

export function ResourceFilters({ values, subjects, onChange }: ResourceFiltersProps) {
  const { t } = useI18n();
  const searchId = useId();
  const subjectId = useId();
  const gradeId = useId();
  const [text, setText] = useState(values.search);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // The address changed (Back, a link, "Clear filters"): show what it says.
  useEffect(() => setText(values.search), [values.search]);

  useEffect(() => {
    if (text.trim() === values.search) return;
    const timer = setTimeout(() => onChangeRef.current({ search: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, values.search]);

  const active = Boolean(values.search || values.subject || values.grade);
  // A subject from the address that this type does not have still shows, so it can be cleared.
  const subjectChoices = values.subject && !subjects.includes(values.subject) ? [values.subject, ...subjects] : subjects;

  return (
    <form
      role="search"
      aria-label={t('resources.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: text.trim() });
      }}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          {t('resources.filters.search')}
        </label>
        <div className="relative mt-1.5">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4.5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('resources.filters.searchPlaceholder')}
            className={`${controlClasses} ps-9 pe-3`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={subjectId} className="block text-sm font-medium text-slate-800">
          {t('resources.filters.subject')}
        </label>
        <select
          id={subjectId}
          value={values.subject}
          onChange={(event) => onChange({ subject: event.target.value })}
          className={`${controlClasses} mt-1.5 px-3`}
        >
          <option value="">{t('resources.filters.anySubject')}</option>
          {subjectChoices.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={gradeId} className="block text-sm font-medium text-slate-800">
          {t('resources.filters.grade')}
        </label>
        <select
          id={gradeId}
          value={values.grade}
          onChange={(event) => onChange({ grade: event.target.value })}
          className={`${controlClasses} mt-1.5 px-3`}
        >
          <option value="">{t('resources.filters.anyGrade')}</option>
          {GRADE_LEVELS.map((grade) => (
            <option key={grade} value={grade}>
              {grade === 'K' ? t('resources.filters.kindergarten') : t('resources.filters.gradeN', { grade })}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="ghost"
        disabled={!active}
        onClick={() => {
          setText('');
          onChange({ search: '', subject: '', grade: '' });
        }}
        className="sm:col-span-2 lg:col-span-1"
      >
        {t('resources.filters.clear')}
      </Button>
    </form>
  );
}

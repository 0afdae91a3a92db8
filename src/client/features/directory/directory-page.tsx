// The directory editor's list (programme admins): every district, the ones applicants typed
// ("Unlisted — to match") first and behind a filter of their own with a count, and adding one.
import '@client/i18n/en/directory';
import { useCallback, useState } from 'react';
import { DIRECTORY_SHOWS, type DirectoryDistrict, type DirectoryShow } from '@contract/directory-admin';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { useListParams } from '@client/lib/use-list-params';
import { useSearchBox } from '@client/lib/use-search-box';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { Button, buttonClasses } from '@client/ui/button';
import { GridIcon } from '@client/ui/icons';
import { ListStates } from '@client/ui/list-states';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { Table, type TableColumn } from '@client/ui/table';
import { TextField } from '@client/ui/text-field';
import { useDirectoryDistricts } from './api';
import { DistrictForm } from './district-form';

// The "to match" queue first: it is what this screen is mostly opened for.
const SHOW_ORDER: readonly DirectoryShow[] = [DIRECTORY_SHOWS[1], DIRECTORY_SHOWS[0], DIRECTORY_SHOWS[2]];

export function DirectoryPage() {
  const { t, number } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const show: DirectoryShow = (DIRECTORY_SHOWS as readonly string[]).includes(params.get('show') ?? '')
    ? (params.get('show') as DirectoryShow)
    : 'all';
  const search = (params.get('q') ?? '').slice(0, 100);
  const list = useDirectoryDistricts({ search: search || undefined, show, limit, offset });
  const applySearch = useCallback((q: string) => setFilters({ q }), [setFilters]);
  const [typed, setTyped] = useSearchBox(search, applySearch);
  const [adding, setAdding] = useState(false);
  const unlistedCount = list.data?.unlistedCount ?? 0;

  const place = (d: DirectoryDistrict) => [d.city, d.state].filter(Boolean).join(', ');
  const state = (d: DirectoryDistrict) =>
    d.unlisted ? <Badge tone="warning">{t('directory.state.unlisted')}</Badge> : <Badge tone="neutral">{t('directory.state.listed')}</Badge>;
  const open = (d: DirectoryDistrict) => (
    <AppLink
      to={paths.directoryDistrict(d.id)}
      className={buttonClasses(d.unlisted ? 'primary' : 'secondary', 'sm')}
      aria-label={t('directory.openName', { name: d.name })}
    >
      {d.unlisted ? t('directory.match') : t('directory.open')}
    </AppLink>
  );
  const columns: TableColumn<DirectoryDistrict>[] = [
    { id: 'name', header: t('directory.column.name'), cellClassName: 'font-medium text-slate-900', cell: (d) => d.name },
    { id: 'place', header: t('directory.column.place'), cell: place },
    { id: 'nces', header: t('directory.column.nces'), cellClassName: 'tabular-nums', cell: (d) => d.ncesId ?? '—' },
    { id: 'schools', header: t('directory.column.schools'), align: 'end', cellClassName: 'tabular-nums', cell: (d) => number(d.schoolCount) },
    {
      id: 'applications',
      header: t('directory.column.applications'),
      align: 'end',
      cellClassName: 'tabular-nums',
      cell: (d) => number(d.applicationCount),
    },
    { id: 'state', header: t('directory.column.state'), cell: state },
    { id: 'actions', header: t('directory.column.actions'), cell: open },
  ];
  const tab = (value: DirectoryShow) => (
    <button
      key={value}
      type="button"
      aria-pressed={show === value}
      onClick={() => setFilters({ show: value === 'all' ? undefined : value })}
      className={`inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium ${show === value ? 'bg-primary-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'}`}
    >
      {t(`directory.show.${value}`)}
      {value === 'unlisted' && (
        <span
          className={`rounded-full px-2 text-xs ${show === value ? 'bg-white/20' : 'bg-amber-100 text-amber-900'}`}
          aria-label={t('directory.toMatchCount', { count: number(unlistedCount) })}
        >
          {number(unlistedCount)}
        </span>
      )}
    </button>
  );

  return (
    <>
      <PageHeader
        title={t('directory.title')}
        description={t('directory.description')}
        actions={<Button onClick={() => setAdding(true)}>{t('directory.add')}</Button>}
      />
      {adding && (
        <div className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="mb-3 text-base font-semibold text-slate-900">{t('directory.addTitle')}</h2>
          <DistrictForm onDone={() => setAdding(false)} />
        </div>
      )}
      <div role="search" aria-label={t('directory.filters')} className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <TextField className="sm:w-80" label={t('directory.search')} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('directory.showLabel')}>
          {SHOW_ORDER.map(tab)}
        </div>
      </div>
      <ListStates
        list={list}
        what={t('directory.what')}
        loadingLabel={t('directory.loading')}
        skeletonRows={4}
        empty={{
          icon: GridIcon,
          filtered: Boolean(search || show !== 'all'),
          title: t('directory.empty.title'),
          text: t('directory.empty.text'),
          filteredTitle: show === 'unlisted' && !search ? t('directory.empty.noneToMatch') : t('directory.empty.filtered'),
          filteredText: t('directory.empty.filteredText'),
          clearLabel: t('directory.clear'),
          onClear: () => {
            setTyped('');
            setFilters({ q: undefined, show: undefined });
          },
        }}
      >
        {(data) => (
          <>
            <Table
              caption={t('directory.title')}
              columns={columns}
              rows={data.items}
              rowKey={(d) => d.id}
              cards={{
                from: 'md',
                card: (d) => (
                  <>
                    <div className="flex items-start justify-between gap-3">
                      <p className="font-medium text-slate-900">{d.name}</p>
                      {state(d)}
                    </div>
                    <p className="mt-1 text-sm text-slate-600">
                      {place(d)} · {t('directory.schoolsCount', { count: number(d.schoolCount) })}
                    </p>
                    <div className="mt-3">{open(d)}</div>
                  </>
                ),
              }}
            />
            <Pagination className="mt-6" label={t('directory.title')} total={data.total} limit={limit} offset={offset} onChange={setPaging} />
          </>
        )}
      </ListStates>
    </>
  );
}

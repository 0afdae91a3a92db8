// The catalogue editor's list (programme admins): every resource, active and retired, by name, with
// edit, retire and bring back. Retiring asks first; it hides the resource from the districts'
// catalogue and the wizard only.
import '@client/i18n/en/catalogue';
import { useCallback, useState } from 'react';
import { CATALOGUE_RESOURCE_TYPES, RESOURCE_STATES, type CatalogueResourceType, type StaffResourceSummary } from '@contract/resources';
import { paths } from '@client/app/paths';
import { resourceTypeLabel } from '@client/i18n/programme-labels';
import { useI18n } from '@client/i18n/use-i18n';
import { useListParams } from '@client/lib/use-list-params';
import { useSearchBox } from '@client/lib/use-search-box';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { Button, buttonClasses } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { errorText } from '@client/ui/error-text';
import { GridIcon } from '@client/ui/icons';
import { ListStates } from '@client/ui/list-states';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { SelectField } from '@client/ui/select-field';
import { Table, type TableColumn } from '@client/ui/table';
import { TextField } from '@client/ui/text-field';
import { setResourceActive, useRefreshCatalogue, useStaffResources } from './staff-api';

export function CataloguePage() {
  const { t, money, number } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const type = (CATALOGUE_RESOURCE_TYPES as readonly string[]).includes(params.get('type') ?? '')
    ? (params.get('type') as CatalogueResourceType)
    : undefined;
  const state = (RESOURCE_STATES as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as 'active' | 'retired')
    : undefined;
  const search = (params.get('q') ?? '').slice(0, 100);
  const list = useStaffResources({ type, state, search: search || undefined, limit, offset });
  const refresh = useRefreshCatalogue();

  const applySearch = useCallback((q: string) => setFilters({ q }), [setFilters]);
  const [typed, setTyped] = useSearchBox(search, applySearch);

  const [retiring, setRetiring] = useState<StaffResourceSummary | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const setActive = async (resource: StaffResourceSummary, isActive: boolean) => {
    setBusyId(resource.id);
    setFeedback(null);
    try {
      await setResourceActive(resource.id, isActive);
      await refresh();
      setFeedback({ tone: 'success', text: t(isActive ? 'catalogue.restored' : 'catalogue.retired', { name: resource.name }) });
    } catch (error) {
      setFeedback({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusyId(null);
      setRetiring(null);
    }
  };
  const filtered = Boolean(type || state || search);

  const actions = (resource: StaffResourceSummary) => (
    <div className="flex flex-wrap gap-2">
      <AppLink
        to={paths.editResource(resource.id)}
        className={buttonClasses('secondary', 'sm')}
        aria-label={t('catalogue.editName', { name: resource.name })}
      >
        {t('catalogue.edit')}
      </AppLink>
      {resource.isActive ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={busyId !== null}
          onClick={() => setRetiring(resource)}
          aria-label={t('catalogue.retireName', { name: resource.name })}
        >
          {t('catalogue.retire')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          loading={busyId === resource.id}
          disabled={busyId !== null}
          onClick={() => void setActive(resource, true)}
          aria-label={t('catalogue.restoreName', { name: resource.name })}
        >
          {t('catalogue.restore')}
        </Button>
      )}
    </div>
  );
  const stateBadge = (resource: StaffResourceSummary) => (
    <Badge tone={resource.isActive ? 'success' : 'neutral'}>{t(resource.isActive ? 'catalogue.state.active' : 'catalogue.state.retired')}</Badge>
  );

  const columns: TableColumn<StaffResourceSummary>[] = [
    { id: 'name', header: t('catalogue.column.name'), cellClassName: 'font-medium text-slate-900', cell: (resource) => resource.name },
    { id: 'type', header: t('catalogue.column.type'), cell: (resource) => resourceTypeLabel(t, resource.type) },
    {
      id: 'price',
      header: t('catalogue.column.price'),
      align: 'end',
      cellClassName: 'tabular-nums',
      cell: (resource) => money(resource.unitCostCents),
    },
    {
      id: 'lessons',
      header: t('catalogue.column.lessons'),
      align: 'end',
      cellClassName: 'tabular-nums',
      cell: (resource) => number(resource.lessonCount),
    },
    { id: 'state', header: t('catalogue.column.state'), cell: stateBadge },
    { id: 'actions', header: t('catalogue.column.actions'), cell: actions },
  ];

  return (
    <>
      <PageHeader
        title={t('catalogue.title')}
        description={t('catalogue.description')}
        actions={
          <AppLink to={paths.newResource()} className={buttonClasses('primary')}>
            {t('catalogue.new')}
          </AppLink>
        }
      />
      <div
        role="search"
        aria-label={t('catalogue.filters.label')}
        className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,20rem)_14rem_14rem]"
      >
        <TextField label={t('catalogue.filters.search')} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <SelectField label={t('catalogue.filters.type')} value={type ?? ''} onChange={(event) => setFilters({ type: event.target.value })}>
          <option value="">{t('catalogue.filters.allTypes')}</option>
          {CATALOGUE_RESOURCE_TYPES.map((value) => (
            <option key={value} value={value}>
              {resourceTypeLabel(t, value)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('catalogue.filters.state')} value={state ?? ''} onChange={(event) => setFilters({ state: event.target.value })}>
          <option value="">{t('catalogue.filters.allStates')}</option>
          {RESOURCE_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`catalogue.state.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {feedback && (
        <Alert tone={feedback.tone} className="mb-4">
          {feedback.text}
        </Alert>
      )}
      <ListStates
        list={list}
        what={t('catalogue.what')}
        loadingLabel={t('catalogue.loading')}
        skeletonRows={4}
        empty={{
          icon: GridIcon,
          filtered,
          title: t('catalogue.empty.title'),
          text: t('catalogue.empty.text'),
          filteredTitle: t('catalogue.empty.filtered'),
          filteredText: t('catalogue.empty.filteredText'),
          clearLabel: t('catalogue.filters.clear'),
          onClear: () => {
            setTyped('');
            setFilters({ type: undefined, state: undefined, q: undefined });
          },
        }}
      >
        {(data) => (
          <>
            <Table
              caption={t('catalogue.title')}
              columns={columns}
              rows={data.items}
              rowKey={(resource) => resource.id}
              cards={{
                from: 'md',
                card: (resource) => (
                  <>
                    <div className="flex items-start justify-between gap-3">
                      <p className="font-medium text-slate-900">{resource.name}</p>
                      {stateBadge(resource)}
                    </div>
                    <p className="mt-1 text-sm text-slate-600">
                      {resourceTypeLabel(t, resource.type)} · {money(resource.unitCostCents)}
                    </p>
                    <div className="mt-3">{actions(resource)}</div>
                  </>
                ),
              }}
            />
            <Pagination className="mt-6" label={t('catalogue.title')} total={data.total} limit={limit} offset={offset} onChange={setPaging} />
          </>
        )}
      </ListStates>
      <ConfirmDialog
        open={retiring !== null}
        title={t('catalogue.retireTitle')}
        confirmLabel={t('catalogue.retireConfirm')}
        cancelLabel={t('catalogue.keep')}
        tone="danger"
        busy={busyId !== null}
        onClose={() => setRetiring(null)}
        onConfirm={() => retiring && void setActive(retiring, false)}
      >
        {retiring ? t('catalogue.retireText', { name: retiring.name }) : null}
      </ConfirmDialog>
    </>
  );
}

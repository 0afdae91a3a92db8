// People (staff): everyone the caller reaches, filtered by role, district, state and last sign-in,
// as a CSV too; admins change a role and a manager's districts; staff deactivate (seeing what the
// person leaves open) and reactivate. Every change is confirmed in a dialog.
import '@client/i18n/en/people';
import { useCallback, useState } from 'react';
import { ROLES, type Role } from '@contract/constants';
import { LAST_SIGN_IN_FILTERS, PERSON_STATES, type LastSignInFilter, type PeopleFilter, type Person, type PersonState } from '@contract/people';
import { useI18n } from '@client/i18n/use-i18n';
import { useExport } from '@client/lib/use-export';
import { useListParams } from '@client/lib/use-list-params';
import { useSearchBox } from '@client/lib/use-search-box';
import { useStaffDistricts } from '@client/lib/staff-lookups';
import { useCan } from '@client/lib/use-can';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { errorText } from '@client/ui/error-text';
import { UsersIcon } from '@client/ui/icons';
import { ListStates } from '@client/ui/list-states';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { downloadPeopleCsv, updateStaffPerson, useRefreshPeople, useStaffPeople, useStaffPerson } from './api';
import { HandoverList } from './components/handover-list';
import { ImportDialog } from './components/import-dialog';
import { PeopleTable } from './components/people-table';
import { RoleDialog } from './components/role-dialog';

const oneOf = <V extends string>(values: readonly V[], value: string | null): V | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as V) : undefined;

export function PeoplePage() {
  const { t } = useI18n();
  const mayChangeRoles = useCan('staff:roles');
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const districts = useStaffDistricts();
  const filter: PeopleFilter = {
    role: oneOf<Role>(ROLES, params.get('role')),
    districtId: params.get('district') || undefined,
    state: oneOf<PersonState>(PERSON_STATES, params.get('state')),
    lastSignIn: oneOf<LastSignInFilter>(LAST_SIGN_IN_FILTERS, params.get('signIn')),
    search: (params.get('q') ?? '').slice(0, 100) || undefined,
  };
  const list = useStaffPeople({ ...filter, limit, offset });
  const refresh = useRefreshPeople();
  const applySearch = useCallback((q: string) => setFilters({ q }), [setFilters]);
  const [typed, setTyped] = useSearchBox(filter.search ?? '', applySearch);
  const csv = useExport(
    () => downloadPeopleCsv(filter),
    (error) => t('people.exportFailed', { reason: errorText(error, t) }),
  );

  const [roleOf, setRoleOf] = useState<Person | null>(null);
  const [importing, setImporting] = useState(false);
  const [stateOf, setStateOf] = useState<Person | null>(null);
  const detail = useStaffPerson(stateOf?.active ? stateOf.id : null);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const changeState = async (person: Person) => {
    setBusy(true);
    setFeedback(null);
    try {
      await updateStaffPerson(person.id, { active: !person.active });
      await refresh();
      setFeedback({ tone: 'success', text: t(person.active ? 'people.deactivated' : 'people.reactivated', { name: person.name }) });
    } catch (error) {
      setFeedback({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(false);
      setStateOf(null);
    }
  };
  const filtered = Object.values(filter).some(Boolean);

  return (
    <>
      <PageHeader
        title={t('people.title')}
        description={t('people.description')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              {t('people.import.open')}
            </Button>
            <Button variant="secondary" loading={csv.exporting} onClick={() => void csv.start()}>
              {csv.exporting ? t('people.exporting') : t('people.export')}
            </Button>
          </>
        }
      />
      {csv.error && (
        <Alert tone="error" className="mb-4">
          {csv.error}
        </Alert>
      )}
      <div role="search" aria-label={t('people.filters.label')} className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField label={t('people.filters.role')} value={filter.role ?? ''} onChange={(event) => setFilters({ role: event.target.value })}>
          <option value="">{t('people.filters.all')}</option>
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`people.role.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('people.filters.district')}
          value={filter.districtId ?? ''}
          onChange={(event) => setFilters({ district: event.target.value })}
        >
          <option value="">{t('people.filters.all')}</option>
          {(districts.data?.items ?? []).map((district) => (
            <option key={district.id} value={district.id}>
              {district.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('people.filters.state')} value={filter.state ?? ''} onChange={(event) => setFilters({ state: event.target.value })}>
          <option value="">{t('people.filters.all')}</option>
          {PERSON_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`people.state.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('people.filters.lastSignIn')}
          value={filter.lastSignIn ?? ''}
          onChange={(event) => setFilters({ signIn: event.target.value })}
        >
          <option value="">{t('people.filters.all')}</option>
          {LAST_SIGN_IN_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`people.lastSignIn.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('people.filters.search')} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </div>
      {feedback && (
        <Alert tone={feedback.tone} className="mb-4">
          {feedback.text}
        </Alert>
      )}
      <ListStates
        list={list}
        what={t('people.what')}
        loadingLabel={t('people.loading')}
        empty={{
          icon: UsersIcon,
          filtered,
          title: t('people.empty.title'),
          text: t('people.empty.text'),
          filteredTitle: t('people.empty.filtered'),
          filteredText: t('people.empty.filteredText'),
          clearLabel: t('people.filters.clear'),
          onClear: () => {
            setTyped('');
            setFilters({ role: undefined, district: undefined, state: undefined, signIn: undefined, q: undefined });
          },
        }}
      >
        {(data) => (
          <>
            <PeopleTable items={data.items} busy={busy} onChangeRole={mayChangeRoles ? setRoleOf : undefined} onChangeState={setStateOf} />
            <Pagination className="mt-6" label={t('people.title')} total={data.total} limit={limit} offset={offset} onChange={setPaging} />
          </>
        )}
      </ListStates>
      <ImportDialog open={importing} mode="staff" onClose={() => setImporting(false)} onSent={() => void refresh()} />
      <RoleDialog
        person={roleOf}
        onClose={() => setRoleOf(null)}
        onSave={async (person, change) => {
          await updateStaffPerson(person.id, change);
          await refresh();
          setRoleOf(null);
          setFeedback({ tone: 'success', text: t('people.saved', { name: person.name, role: t(`people.role.${change.role}`) }) });
        }}
      />
      <ConfirmDialog
        open={stateOf !== null}
        title={stateOf ? t(stateOf.active ? 'people.deactivateTitle' : 'people.reactivateTitle', { name: stateOf.name }) : ''}
        confirmLabel={t(stateOf?.active ? 'people.deactivateConfirm' : 'people.reactivateConfirm')}
        cancelLabel={t('people.keep')}
        tone={stateOf?.active ? 'danger' : 'primary'}
        busy={busy}
        onClose={() => setStateOf(null)}
        onConfirm={() => stateOf && void changeState(stateOf)}
      >
        {stateOf?.active ? (
          <>
            <p>{t('people.deactivateText')}</p>
            <HandoverList handover={detail.data?.handover} error={detail.error} />
          </>
        ) : (
          t('people.reactivateText')
        )}
      </ConfirmDialog>
    </>
  );
}

// The people as a table (lg and up) or cards: name and e-mail, role (and a manager's districts),
// district and school, state, last sign-in, with Change role (admins) and Deactivate / Reactivate.
import '@client/i18n/en/people';
import type { Person } from '@contract/people';
import { useI18n } from '@client/i18n/use-i18n';
import { localDay } from '@client/lib/dates';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { Table, type TableColumn } from '@client/ui/table';

interface PeopleTableProps {
  items: Person[];
  busy: boolean;
  /** Absent for those who may not change roles. */
  onChangeRole?: (person: Person) => void;
  onChangeState: (person: Person) => void;
}

export function PeopleTable({ items, busy, onChangeRole, onChangeState }: PeopleTableProps) {
  const { t, listDate } = useI18n();
  const place = (person: Person) => [person.school?.name, person.district?.name].filter(Boolean).join(' · ') || t('people.noPlace');
  const role = (person: Person) => (
    <>
      {t(`people.role.${person.role}`)}
      {person.managedDistricts.length > 0 && (
        <span className="block text-sm text-slate-600">
          {t('people.looksAfter', { districts: person.managedDistricts.map((district) => district.name).join(', ') })}
        </span>
      )}
    </>
  );
  const state = (person: Person) => (
    <Badge tone={person.active ? 'success' : 'warning'}>{t(person.active ? 'people.state.active' : 'people.state.deactivated')}</Badge>
  );
  const lastSignIn = (person: Person) => (person.lastSignInAt ? listDate(localDay(person.lastSignInAt)) : t('people.never'));
  const actions = (person: Person) => (
    <div className="flex flex-wrap gap-2">
      {onChangeRole && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => onChangeRole(person)}
          aria-label={t('people.changeRoleOf', { name: person.name })}
        >
          {t('people.changeRole')}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={() => onChangeState(person)}
        aria-label={t(person.active ? 'people.deactivateWho' : 'people.reactivateWho', { name: person.name })}
      >
        {t(person.active ? 'people.deactivate' : 'people.reactivate')}
      </Button>
    </div>
  );

  const columns: TableColumn<Person>[] = [
    {
      id: 'name',
      header: t('people.column.name'),
      rowHeader: true,
      cell: (person) => (
        <>
          <span className="font-medium text-slate-900">{person.name}</span>
          <span className="block text-sm font-normal break-all text-slate-600">{person.email}</span>
        </>
      ),
    },
    { id: 'role', header: t('people.column.role'), cell: role },
    { id: 'place', header: t('people.column.place'), cell: place },
    { id: 'state', header: t('people.column.state'), cell: state },
    { id: 'lastSignIn', header: t('people.column.lastSignIn'), cellClassName: 'tabular-nums', cell: lastSignIn },
    { id: 'actions', header: t('people.column.actions'), cell: actions },
  ];

  return (
    <Table
      caption={t('people.title')}
      columns={columns}
      rows={items}
      rowKey={(person) => person.id}
      cards={{
        from: 'lg',
        card: (person) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{person.name}</p>
                <p className="text-sm break-all text-slate-600">{person.email}</p>
              </div>
              {state(person)}
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {role(person)} · {place(person)}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {t('people.column.lastSignIn')}: {lastSignIn(person)}
            </p>
            <div className="mt-3">{actions(person)}</div>
          </>
        ),
      }}
    />
  );
}

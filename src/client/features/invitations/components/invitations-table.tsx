// The invitations as a table (md and up) or cards: who, role, where, who invited, status, sent and
// expiry dates (MM/DD/YYYY), with Resend and Revoke for those not accepted yet.
import '@client/i18n/en/invitations';
import type { InvitationRow } from '@contract/invitations';
import { useI18n } from '@client/i18n/use-i18n';
import { localDay } from '@client/lib/dates';
import { Badge, type BadgeTone } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { Table, type TableColumn } from '@client/ui/table';

const TONES: Record<InvitationRow['status'], BadgeTone> = { pending: 'primary', accepted: 'success', expired: 'warning' };

interface InvitationsTableProps {
  items: InvitationRow[];
  busyId: string | null;
  onResend: (row: InvitationRow) => void;
  onRevoke: (row: InvitationRow) => void;
  /** Marks the rows for the page's useListFocus. */
  itemProps?: (key: string) => Record<string, string>;
}

export function InvitationsTable({ items, busyId, onResend, onRevoke, itemProps }: InvitationsTableProps) {
  const { t, listDate } = useI18n();
  const place = (row: InvitationRow) => [row.school?.name, row.district?.name].filter(Boolean).join(' · ') || t('invitations.noPlace');
  const actions = (row: InvitationRow) =>
    row.status === 'accepted' ? null : (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          loading={busyId === row.id}
          disabled={busyId !== null}
          onClick={() => onResend(row)}
          aria-label={t('invitations.resendTo', { email: row.email })}
        >
          {t('invitations.resend')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busyId !== null}
          onClick={() => onRevoke(row)}
          aria-label={t('invitations.revokeTo', { email: row.email })}
        >
          {t('invitations.revoke')}
        </Button>
      </div>
    );
  const status = (row: InvitationRow) => <Badge tone={TONES[row.status]}>{t(`invitations.status.${row.status}`)}</Badge>;

  const columns: TableColumn<InvitationRow>[] = [
    { id: 'email', header: t('invitations.column.email'), cellClassName: 'font-medium break-all text-slate-900', cell: (row) => row.email },
    { id: 'role', header: t('invitations.column.role'), cell: (row) => t(`invitations.role.${row.role}`) },
    { id: 'place', header: t('invitations.column.place'), cell: place },
    { id: 'invitedBy', header: t('invitations.column.invitedBy'), cell: (row) => row.invitedBy?.name ?? t('invitations.fromCommandLine') },
    { id: 'status', header: t('invitations.column.status'), cell: status },
    { id: 'sent', header: t('invitations.column.sent'), cellClassName: 'tabular-nums', cell: (row) => listDate(localDay(row.createdAt)) },
    {
      id: 'expires',
      header: t('invitations.column.expires'),
      cellClassName: 'tabular-nums',
      cell: (row) => (row.status === 'accepted' ? '—' : listDate(localDay(row.expiresAt))),
    },
    { id: 'actions', header: t('invitations.column.actions'), cell: actions },
  ];

  return (
    <Table
      caption={t('invitations.title')}
      columns={columns}
      rows={items}
      rowKey={(row) => row.id}
      itemProps={itemProps}
      cards={{
        from: 'lg',
        card: (row) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-medium break-all text-slate-900">{row.email}</p>
              {status(row)}
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {t(`invitations.role.${row.role}`)} · {place(row)}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('invitations.column.invitedBy')}</dt>
              <dd>{row.invitedBy?.name ?? t('invitations.fromCommandLine')}</dd>
              <dt className="text-slate-600">{t('invitations.column.sent')}</dt>
              <dd className="tabular-nums">{listDate(localDay(row.createdAt))}</dd>
              {row.status !== 'accepted' && (
                <>
                  <dt className="text-slate-600">{t('invitations.column.expires')}</dt>
                  <dd className="tabular-nums">{listDate(localDay(row.expiresAt))}</dd>
                </>
              )}
            </dl>
            {actions(row) && <div className="mt-3">{actions(row)}</div>}
          </>
        ),
      }}
    />
  );
}

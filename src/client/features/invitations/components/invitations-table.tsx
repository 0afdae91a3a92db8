// The invitations as a table (md and up) or cards: who, role, where, who invited, status, sent and
// expiry dates (MM/DD/YYYY), with Resend and Revoke for those not accepted yet.
import '../../../i18n/en/invitations';
import type { InvitationRow } from '../../../../contract/invitations';
import { useI18n } from '../../../i18n/use-i18n';
import { localDay } from '../../../lib/dates';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';

const TONES: Record<InvitationRow['status'], BadgeTone> = { pending: 'primary', accepted: 'success', expired: 'warning' };
const COLUMNS = ['email', 'role', 'place', 'invitedBy', 'status', 'sent', 'expires', 'actions'] as const;

interface InvitationsTableProps {
  items: InvitationRow[];
  busyId: string | null;
  onResend: (row: InvitationRow) => void;
  onRevoke: (row: InvitationRow) => void;
}

export function InvitationsTable({ items, busyId, onResend, onRevoke }: InvitationsTableProps) {
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

  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white lg:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('invitations.title')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 text-start font-medium">
                  {t(`invitations.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                <td className="px-4 py-3 font-medium break-all text-slate-900">{row.email}</td>
                <td className="px-4 py-3">{t(`invitations.role.${row.role}`)}</td>
                <td className="px-4 py-3">{place(row)}</td>
                <td className="px-4 py-3">{row.invitedBy?.name ?? t('invitations.fromCommandLine')}</td>
                <td className="px-4 py-3">{status(row)}</td>
                <td className="px-4 py-3 tabular-nums">{listDate(localDay(row.createdAt))}</td>
                <td className="px-4 py-3 tabular-nums">{row.status === 'accepted' ? '—' : listDate(localDay(row.expiresAt))}</td>
                <td className="px-4 py-3">{actions(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={t('invitations.title')} className="space-y-3 lg:hidden">
        {items.map((row) => (
          <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4">
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
          </li>
        ))}
      </ul>
    </>
  );
}

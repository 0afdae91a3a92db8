// Invitations (staff): invite a person by email to a district (and school) with a role, and the
// invitations sent — pending, accepted and expired — with resend and revoke. The same invitation
// as `npm run invite` sends.
import '@client/i18n/en/invitations';
import { useCallback, useState } from 'react';
import { INVITATION_STATUSES, type InvitationRow, type InvitationStatus } from '@contract/invitations';
import { useI18n } from '@client/i18n/use-i18n';
import { useListFocus } from '@client/lib/use-list-focus';
import { useListParams } from '@client/lib/use-list-params';
import { useSearchBox } from '@client/lib/use-search-box';
import { Alert } from '@client/ui/alert';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { errorText } from '@client/ui/error-text';
import { MailIcon } from '@client/ui/icons';
import { ListStates } from '@client/ui/list-states';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { resendInvitation, revokeInvitation, useInvitations, useRefreshInvitations } from './api';
import { InviteForm } from './components/invite-form';
import { InvitationsTable } from './components/invitations-table';

export function InvitationsPage() {
  const { t } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const status = (INVITATION_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as InvitationStatus)
    : undefined;
  const search = (params.get('q') ?? '').slice(0, 100);
  const list = useInvitations({ status, search: search || undefined, limit, offset });
  const refresh = useRefreshInvitations();
  // A revoked invitation leaves the Pending list: focus goes to the next row, not the page's start.
  const { containerRef, itemProps } = useListFocus<HTMLDivElement>(list.data?.items.map((row) => row.id));
  const applySearch = useCallback((q: string) => setFilters({ q }), [setFilters]);
  const [typed, setTyped] = useSearchBox(search, applySearch);

  const [busyId, setBusyId] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<InvitationRow | null>(null);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const act = async (row: InvitationRow, action: 'resend' | 'revoke') => {
    setBusyId(row.id);
    setFeedback(null);
    try {
      if (action === 'resend') await resendInvitation(row.id);
      else await revokeInvitation(row.id);
      await refresh();
      setFeedback({ tone: 'success', text: t(action === 'resend' ? 'invitations.resent' : 'invitations.revoked', { email: row.email }) });
    } catch (error) {
      setFeedback({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusyId(null);
      setRevoking(null);
    }
  };
  const filtered = Boolean(status || search);

  return (
    <>
      <PageHeader title={t('invitations.title')} description={t('invitations.description')} />
      <InviteForm onSent={refresh} />

      <div role="search" aria-label={t('invitations.filters.label')} className="mt-8 mb-6 grid gap-3 sm:grid-cols-[12rem_minmax(0,22rem)]">
        <SelectField label={t('invitations.filters.status')} value={status ?? ''} onChange={(event) => setFilters({ status: event.target.value })}>
          <option value="">{t('invitations.filters.all')}</option>
          {INVITATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`invitations.status.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('invitations.filters.search')} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </div>
      {feedback && (
        <Alert tone={feedback.tone} className="mb-4">
          {feedback.text}
        </Alert>
      )}
      <div ref={containerRef}>
        <ListStates
          list={list}
          what={t('invitations.what')}
          loadingLabel={t('invitations.loading')}
          empty={{
            icon: MailIcon,
            filtered,
            title: t('invitations.empty.title'),
            text: t('invitations.empty.text'),
            filteredTitle: t('invitations.empty.filtered'),
            filteredText: t('invitations.empty.filteredText'),
            clearLabel: t('invitations.filters.clear'),
            onClear: () => {
              setTyped('');
              setFilters({ status: undefined, q: undefined });
            },
          }}
        >
          {(data) => (
            <>
              <InvitationsTable
                items={data.items}
                busyId={busyId}
                onResend={(row) => void act(row, 'resend')}
                onRevoke={setRevoking}
                itemProps={itemProps}
              />
              <Pagination className="mt-6" label={t('invitations.title')} total={data.total} limit={limit} offset={offset} onChange={setPaging} />
            </>
          )}
        </ListStates>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={t('invitations.revokeTitle')}
        confirmLabel={t('invitations.revokeConfirm')}
        cancelLabel={t('invitations.keep')}
        tone="danger"
        busy={busyId !== null}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && void act(revoking, 'revoke')}
      >
        {revoking ? t('invitations.revokeText', { email: revoking.email }) : null}
      </ConfirmDialog>
    </>
  );
}

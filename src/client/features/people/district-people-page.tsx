// People (district): the members of the caller's district; its coordinator (current role District
// Office) invites colleagues to the district and deactivates a member, seeing first what they
// leave open. Reactivating and roles are the programme's.
import '@client/i18n/en/people';
import { useState } from 'react';
import type { DistrictMember } from '@contract/people';
import { useI18n } from '@client/i18n/use-i18n';
import { localDay } from '@client/lib/dates';
import { useSession } from '@client/lib/use-session';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { errorText } from '@client/ui/error-text';
import { LoadError } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { LoadingPanel } from '@client/ui/spinner';
import { Table, type TableColumn } from '@client/ui/table';
import { TextField } from '@client/ui/text-field';
import { deactivateDistrictPerson, inviteColleague, useDistrictPeople, useDistrictPerson, useRefreshPeople } from './api';
import { HandoverList } from './components/handover-list';
import { ImportDialog } from './components/import-dialog';

function InviteColleagueForm({ onSent }: { onSent: () => Promise<unknown> }) {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const send = async () => {
    setBusy(true);
    setResult(null);
    try {
      const sent = await inviteColleague({ email });
      setEmail('');
      await onSent();
      setResult({ tone: 'success', text: t('people.invite.sent', { email: sent.invitation.email }) });
    } catch (error) {
      setResult({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="invite-colleague" className="mb-8 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="invite-colleague" className="text-lg font-semibold text-slate-900">
        {t('people.invite.title')}
      </h2>
      <form
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextField
          className="sm:w-80"
          label={t('people.invite.email')}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" loading={busy}>
          {t('people.invite.send')}
        </Button>
      </form>
      {result && (
        <Alert tone={result.tone} className="mt-3">
          {result.text}
        </Alert>
      )}
    </section>
  );
}

export function DistrictPeoplePage() {
  const { t, listDate } = useI18n();
  const { user } = useSession();
  const list = useDistrictPeople();
  const refresh = useRefreshPeople();
  const [leaving, setLeaving] = useState<DistrictMember | null>(null);
  const [importing, setImporting] = useState(false);
  const detail = useDistrictPerson(leaving?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const mayManage = list.data?.mayManage ?? false;

  const deactivate = async (member: DistrictMember) => {
    setBusy(true);
    setFeedback(null);
    try {
      await deactivateDistrictPerson(member.id);
      await refresh();
      setFeedback({ tone: 'success', text: t('people.deactivated', { name: member.name }) });
    } catch (error) {
      setFeedback({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(false);
      setLeaving(null);
    }
  };

  const columns: TableColumn<DistrictMember>[] = [
    {
      id: 'name',
      header: t('people.column.name'),
      rowHeader: true,
      cell: (member) => (
        <>
          <span className="font-medium text-slate-900">
            {member.name}
            {member.id === user?.id ? ` (${t('people.district.you')})` : ''}
          </span>
          <span className="block text-sm font-normal break-all text-slate-600">{member.email}</span>
        </>
      ),
    },
    { id: 'school', header: t('people.column.place'), cell: (member) => member.school?.name ?? '—' },
    {
      id: 'state',
      header: t('people.column.state'),
      cell: (member) => (
        <Badge tone={member.active ? 'success' : 'warning'}>{t(member.active ? 'people.state.active' : 'people.state.deactivated')}</Badge>
      ),
    },
    {
      id: 'lastSignIn',
      header: t('people.column.lastSignIn'),
      cellClassName: 'tabular-nums',
      cell: (member) => (member.lastSignInAt ? listDate(localDay(member.lastSignInAt)) : t('people.never')),
    },
    ...(mayManage
      ? [
          {
            id: 'actions',
            header: t('people.column.actions'),
            cell: (member: DistrictMember) =>
              member.active && member.id !== user?.id ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => setLeaving(member)}
                  aria-label={t('people.deactivateWho', { name: member.name })}
                >
                  {t('people.deactivate')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('people.district.title')}
        description={mayManage ? `${t('people.district.description')} ${t('people.district.manageHint')}` : t('people.district.description')}
        actions={
          mayManage && (
            <Button variant="secondary" onClick={() => setImporting(true)}>
              {t('people.import.open')}
            </Button>
          )
        }
      />
      <ImportDialog open={importing} mode="district" onClose={() => setImporting(false)} onSent={() => void refresh()} />
      {mayManage && <InviteColleagueForm onSent={refresh} />}
      {feedback && (
        <Alert tone={feedback.tone} className="mb-4">
          {feedback.text}
        </Alert>
      )}
      {list.error && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.mutate()} what={t('people.what')} />
      ) : !list.data ? (
        <LoadingPanel label={t('people.loading')} />
      ) : list.data.items.length === 0 ? (
        <p className="text-slate-600">{t('people.district.empty')}</p>
      ) : (
        <Table caption={t('people.district.title')} columns={columns} rows={list.data.items} rowKey={(member) => member.id} />
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={leaving ? t('people.deactivateTitle', { name: leaving.name }) : ''}
        confirmLabel={t('people.deactivateConfirm')}
        cancelLabel={t('people.keep')}
        tone="danger"
        busy={busy}
        onClose={() => setLeaving(null)}
        onConfirm={() => leaving && void deactivate(leaving)}
      >
        <p>{t('people.deactivateText')}</p>
        <HandoverList handover={detail.data?.handover} error={detail.error} />
      </ConfirmDialog>
    </>
  );
}

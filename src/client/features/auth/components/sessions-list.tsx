// The sessions signed in to the account (one per sign-in), this device's first, each with a sign-out
// but this one (the account menu signs it out), and "Sign out all other sessions" after a question.
import { useState } from 'react';
import type { AccountSession } from '@contract/account';
import '@client/i18n/en/account';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime, localDay } from '@client/lib/dates';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { LoadError } from '@client/ui/load-state';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { endOtherSessions, endSession, useMySessions } from '../account-settings-api';
import { errorMessage } from '../form-errors';

export function SessionsList() {
  const i18n = useI18n();
  const { t } = i18n;
  const sessions = useMySessions();
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  // "Chrome on ChromeOS" when both are known, else whichever is, else the plain words of before.
  const device = (session: AccountSession) =>
    session.browser && session.system
      ? t('account.sessions.device', { browser: session.browser, system: session.system })
      : (session.browser ?? session.system ?? t('account.sessions.other'));
  const when = (iso: string) => t('account.sessions.when', { day: i18n.detailDate(localDay(iso)), time: formatTime(iso) });

  const run = async (key: string, action: () => Promise<unknown>, done: string) => {
    setBusy(key);
    setNotice(null);
    try {
      await action();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, i18n) });
    } finally {
      setBusy(null);
      setAsking(false);
      await sessions.mutate();
    }
  };

  if (sessions.error && !sessions.data) {
    return <LoadError error={sessions.error} onRetry={() => void sessions.mutate()} what={t('account.sessions.what')} />;
  }
  if (!sessions.data) {
    return (
      <SkeletonGroup label={t('account.sessions.loading')} className="space-y-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </SkeletonGroup>
    );
  }

  const items = sessions.data.items;
  const others = items.filter((s) => !s.current);
  const row = (session: AccountSession) => (
    <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          {device(session)}
          {session.current && <Badge tone="success">{t('account.sessions.this')}</Badge>}
        </p>
        <p className="text-sm text-slate-600">
          {t('account.sessions.signedIn', { when: when(session.signedInAt) })} ·{' '}
          {t('account.sessions.lastActive', { when: when(session.lastActiveAt) })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          loading={busy === session.id}
          disabled={busy !== null}
          aria-label={t('account.sessions.signOutNamed', { device: device(session), when: when(session.signedInAt) })}
          onClick={() => void run(session.id, () => endSession(session.id), t('account.sessions.ended'))}
        >
          {t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );

  return (
    <div className="space-y-4">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <ul className="divide-y divide-slate-200 border-y border-slate-200">{items.map(row)}</ul>
      {others.length === 0 ? (
        <p className="text-sm text-slate-600">{t('account.sessions.onlyThis')}</p>
      ) : (
        <Button variant="danger" disabled={busy !== null} onClick={() => setAsking(true)}>
          {t('account.sessions.signOutOthers')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('account.sessions.confirmTitle')}
        confirmLabel={t('account.sessions.confirm')}
        cancelLabel={t('account.sessions.cancel')}
        tone="danger"
        busy={busy === 'others'}
        onClose={() => setAsking(false)}
        onConfirm={() => void run('others', endOtherSessions, t('account.sessions.endedOthers'))}
      >
        {t('account.sessions.confirmText')}
      </ConfirmDialog>
    </div>
  );
}

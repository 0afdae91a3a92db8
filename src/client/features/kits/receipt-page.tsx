// The receipt of a finished count session: who counted which school when, and per project the
// expected, found and missing kits, plus the unexpected ones. It is drawn from the session kept on
// this device (so it exists offline, the moment the count is finished); the CSV is the server's
// record of the same session, downloadable once it has been sent.
import '@client/i18n/en/kits';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { sessionFigures } from '@contract/count-sessions';
import { kitEndpoints } from '@contract/kits-endpoints';
import { db } from '@offline/db';
import { getCountSession } from '@offline/count-sessions';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime, localDay } from '@client/lib/dates';
import { downloadFile } from '@client/lib/download-file';
import { useSession } from '@client/lib/use-session';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { ArrowLeftIcon } from '@client/ui/icons';
import { PageHeader } from '@client/ui/page-header';
import { LoadingPanel } from '@client/ui/spinner';

type SendState = 'waiting' | 'synced' | 'attention';

/** Whether the session's entries have reached the server. Synced entries pruned from history were sent. */
function useSendState(seqs: number[] | undefined): SendState | undefined {
  return useLiveQuery(async () => {
    if (!seqs) return undefined;
    const entries = await db.outbox.bulkGet(seqs);
    if (entries.some((e) => e?.status === 'rejected')) return 'attention';
    return entries.every((e) => !e || e.status === 'synced') ? 'synced' : 'waiting';
  }, [seqs?.join(',')]);
}

export function ReceiptPage({ id }: { id: string }) {
  const { t, tp, detailDate } = useI18n();
  const { user } = useSession();
  const session = useLiveQuery(async () => (await getCountSession(id)) ?? null, [id]);
  const sendState = useSendState(session?.entrySeqs);
  const [csvError, setCsvError] = useState<string | null>(null);
  const back = (
    <AppLink to={paths.counts()} className="inline-flex items-center gap-1.5 hover:underline">
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {t('kits.session.back')}
    </AppLink>
  );
  if (session === undefined) return <LoadingPanel label={t('kits.start.loading')} />;
  if (session === null || session.status !== 'finished' || !session.finishedAt) {
    return (
      <>
        <PageHeader eyebrow={back} title={t('kits.receipt.title')} />
        <Alert tone="error">{session ? t('kits.receipt.notFinished') : t('kits.session.notFound')}</Alert>
      </>
    );
  }
  const figures = sessionFigures(session);
  // A receipt is the details of one count: its days are written as details are (DD MMM YYYY).
  const when = (iso: string) => `${detailDate(localDay(iso))} ${formatTime(iso)}`;
  const who = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';
  const downloadCsv = async () => {
    setCsvError(null);
    try {
      await downloadFile(kitEndpoints.countSessionCsv, { params: { id } }, `count-${id.slice(0, 8)}.csv`);
    } catch (error) {
      setCsvError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <div className="print:hidden">
        <PageHeader
          eyebrow={back}
          title={t('kits.receipt.title')}
          actions={
            <>
              <Button onClick={() => window.print()}>{t('kits.receipt.print')}</Button>
              <Button variant="secondary" disabled={sendState !== 'synced'} onClick={() => void downloadCsv()}>
                {t('kits.receipt.csv')}
              </Button>
            </>
          }
        />
        <Alert tone={sendState === 'attention' ? 'error' : sendState === 'synced' ? 'success' : 'info'} className="mb-6">
          <span data-send-state={sendState}>
            {sendState === 'synced' ? t('kits.receipt.synced') : sendState === 'attention' ? t('kits.receipt.attention') : t('kits.receipt.waiting')}
          </span>
          {sendState !== 'synced' && <span className="block">{t('kits.receipt.csvWhenSent')}</span>}
        </Alert>
        {csvError && (
          <Alert tone="error" className="mb-6">
            {csvError}
          </Alert>
        )}
      </div>
      <article className="print-document mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-sm sm:p-8">
        <h2 className="text-xl font-bold">{t('kits.receipt.title')}</h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('kits.receipt.school')}</dt>
          <dd data-receipt="school">{session.school.name}</dd>
          <dt className="text-slate-600">{t('kits.receipt.countedBy')}</dt>
          <dd>{who}</dd>
          <dt className="text-slate-600">{t('kits.receipt.started')}</dt>
          <dd>{when(session.startedAt)}</dd>
          <dt className="text-slate-600">{t('kits.receipt.finished')}</dt>
          <dd>{when(session.finishedAt)}</dd>
        </dl>
        <table className="mt-6 w-full text-sm">
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 text-start font-semibold">
                {t('kits.session.project')}
              </th>
              <th scope="col" className="py-2 ps-3 text-end font-semibold">
                {t('kits.session.expected')}
              </th>
              <th scope="col" className="py-2 ps-3 text-end font-semibold">
                {t('kits.session.foundColumn')}
              </th>
              <th scope="col" className="py-2 ps-3 text-end font-semibold">
                {t('kits.session.missing')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {figures.projects.map((p) => (
              <tr key={p.projectId} data-project={p.projectName}>
                <th scope="row" className="py-2 text-start font-medium">
                  {p.projectName}
                  {p.withClasses > 0 && (
                    <span className="block text-xs font-normal text-slate-600" data-figure="with-classes">
                      {tp('kits.session.withClasses', p.withClasses)}
                    </span>
                  )}
                  {p.missingCodes.length > 0 && p.missing > 0 && (
                    <span className="flex flex-wrap gap-x-2 font-mono text-xs font-normal text-slate-600">
                      {p.missingCodes.map((code) => (
                        <span key={code} className="whitespace-nowrap">
                          {code}
                        </span>
                      ))}
                    </span>
                  )}
                </th>
                <td className="py-2 ps-3 text-end tabular-nums" data-figure="expected">
                  {p.expected - p.withClasses}
                </td>
                <td className="py-2 ps-3 text-end tabular-nums" data-figure="found">
                  {p.found}
                </td>
                <td className="py-2 ps-3 text-end tabular-nums" data-figure="missing">
                  {p.missing}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="mt-6 text-base font-semibold">{t('kits.session.unexpectedTitle')}</h3>
        {figures.unexpected.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('kits.receipt.unexpectedNone')}</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm" data-list="unexpected">
            {figures.unexpected.map((kit) => (
              <li key={kit.code}>
                <span className="font-mono font-semibold">{kit.code}</span>{' '}
                {kit.place
                  ? t('kits.session.belongsTo', { project: kit.place.projectName, school: kit.place.schoolName })
                  : t('kits.session.unknownPlace')}
              </li>
            ))}
          </ul>
        )}
      </article>
    </>
  );
}

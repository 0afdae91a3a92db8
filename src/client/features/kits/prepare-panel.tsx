// "Prepare for offline" on the Onsite counts screen: one school at a time from its card, or all of
// the user's schools in one go from the top of the list. One preparation runs at a time; its
// progress shows where it was asked for, and each school then says "Ready offline as of …".
import '@client/i18n/en/kits';
import { useState } from 'react';
import { isPreparedStale, type PreparedSchool } from '@offline/prepared';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime, localDay } from '@client/lib/dates';
import { useSession } from '@client/lib/use-session';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { ProgressBar } from '@client/ui/progress-bar';
import { prepareSchoolsForOffline, type PrepareResult } from './prepare-offline';

/** What is being prepared: every school of the user, or one. */
type Scope = 'all' | string;

export interface Preparation {
  running: { scope: Scope; done: number; total: number } | null;
  result: { scope: Scope; value: PrepareResult } | null;
  error: { scope: Scope; text: string } | null;
  prepare: (scope: Scope) => Promise<void>;
}

export function usePreparation(): Preparation {
  const { t } = useI18n();
  const userId = useSession().user?.id ?? null;
  const [running, setRunning] = useState<Preparation['running']>(null);
  const [result, setResult] = useState<Preparation['result']>(null);
  const [error, setError] = useState<Preparation['error']>(null);
  const prepare = async (scope: Scope) => {
    if (!userId || running) return;
    setError(null);
    setResult(null);
    setRunning({ scope, done: 0, total: 1 });
    try {
      const value = await prepareSchoolsForOffline(userId, scope === 'all' ? 'all' : [scope], (done, total) => setRunning({ scope, done, total }));
      setResult({ scope, value });
    } catch (cause) {
      const reason = errorText(cause, t);
      setError({ scope, text: scope === 'all' ? t('kits.prepare.allFailed', { reason }) : t('kits.prepare.failed', { reason }) });
    } finally {
      setRunning(null);
    }
  };
  return { running, result, error, prepare };
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

function Progress({ done, total }: { done: number; total: number }) {
  const { t } = useI18n();
  return <ProgressBar value={done / total} label={t('kits.prepare.progress')} valueText={t('kits.prepare.progressText', { done, total })} />;
}

/** The browser's answer on storage, after a preparation. */
function StorageFacts({ result }: { result: PrepareResult }) {
  const { t } = useI18n();
  return (
    <>
      {result.quota !== null && result.usage !== null && (
        <p className="text-slate-600">{t('kits.prepare.quota', { usage: sizeText(result.usage), quota: sizeText(result.quota) })}</p>
      )}
      {result.persisted !== null && (
        <p className="text-slate-600">{result.persisted ? t('kits.prepare.persisted') : t('kits.prepare.notPersisted')}</p>
      )}
    </>
  );
}

/** "Prepare all my schools", above the schools: progress across all, then what was downloaded. */
export function PrepareAllPanel({ preparation, schools }: { preparation: Preparation; schools: number }) {
  const { t, tp } = useI18n();
  const { running, result, error } = preparation;
  const mine = running?.scope === 'all';
  return (
    <div className="mt-3 space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm" data-prepare="all">
      <p className="text-slate-700">{tp('kits.prepare.allLead', schools)}</p>
      {mine ? (
        <Progress done={running.done} total={running.total} />
      ) : (
        <Button size="sm" onClick={() => void preparation.prepare('all')} disabled={running !== null}>
          {t('kits.prepare.all')}
        </Button>
      )}
      {result?.scope === 'all' && (
        <>
          <p className="font-medium text-slate-900" data-prepared-all>
            {tp('kits.prepare.allDone', result.value.schools.length)} {t('kits.prepare.size', { size: sizeText(result.value.bytes) })}
          </p>
          <StorageFacts result={result.value} />
        </>
      )}
      {error?.scope === 'all' && <p className="text-red-700">{error.text}</p>}
    </div>
  );
}

/** A school's card: its own "Prepare for offline", when it was last prepared, and what that holds. */
export function PrepareSchool({
  schoolId,
  prepared,
  preparation,
}: {
  schoolId: string;
  prepared: PreparedSchool | undefined;
  preparation: Preparation;
}) {
  const { t, tp, listDate } = useI18n();
  const { running, result, error } = preparation;
  return (
    <div className="space-y-2 text-sm" data-prepared={prepared ? 'yes' : 'no'}>
      {running && (running.scope === schoolId || running.scope === 'all') ? (
        running.scope === schoolId ? (
          <Progress done={running.done} total={running.total} />
        ) : (
          <p className="text-slate-600">{t('kits.prepare.withAll')}</p>
        )
      ) : (
        <Button size="sm" variant="secondary" onClick={() => void preparation.prepare(schoolId)} disabled={running !== null}>
          {prepared ? t('kits.prepare.again') : t('kits.prepare.button')}
        </Button>
      )}
      {prepared && (
        <p className="text-slate-700" data-prepared-at>
          {t('kits.prepare.ready', { time: `${listDate(localDay(new Date(prepared.at)))} ${formatTime(new Date(prepared.at))}` })}
          {' · '}
          {t('kits.prepare.size', { size: sizeText(prepared.bytes) })}
        </p>
      )}
      {prepared?.lessonFiles !== undefined && (
        <p className="text-slate-600" data-prepared-holds>
          {tp('kits.prepare.tasks', prepared.tasks ?? 0)} {tp('kits.prepare.files', prepared.lessonFiles)}
        </p>
      )}
      {!!prepared?.lessonFilesMissing && <p className="text-amber-800">{tp('kits.prepare.filesMissing', prepared.lessonFilesMissing)}</p>}
      {prepared && isPreparedStale(prepared, Date.now()) && <p className="font-medium text-amber-800">{t('kits.prepare.stale')}</p>}
      {result?.scope === schoolId && <StorageFacts result={result.value} />}
      {error?.scope === schoolId && <p className="text-red-700">{error.text}</p>}
    </div>
  );
}

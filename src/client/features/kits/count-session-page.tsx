// Not on react-hook-form: the scan field sends no body; each code goes to applyScan and the field empties at once, at a wedge scanner's pace.
// One onsite count session, counted with no network needed: a focused field takes codes typed by
// a person or by a keyboard-wedge scanner (fast keys ending with Enter), the camera scanner reads
// QR codes (camera-scanner.tsx), + / − count kits without
// a label, and found / missing / unexpected follow every scan. Each scan is written to IndexedDB
// at once; Finish queues the counts (one per project) and the session's record in the outbox.
import '@client/i18n/en/kits';
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { applyScan, applyTap, sessionFigures, type KitPlace, type ScanOutcome } from '@contract/count-sessions';
import { MAX_KITS_ON_HAND } from '@contract/constants';
import {
  discardCountSession,
  finishCountSession,
  getCountDirectory,
  saveCountProgress,
  watchCountSessionRow,
  type CountSessionRow,
  type StoredCountSession,
} from '@offline/count-sessions';
import { paths } from '@client/app/paths';
import { PresenceBanner } from '@client/app/presence/presence-banner';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { AppLink, AppRedirect, useNavigateTo } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { cx } from '@client/ui/cx';
import { AlertIcon, ArrowLeftIcon, CheckIcon } from '@client/ui/icons';
import { PageHeader } from '@client/ui/page-header';
import { LoadingPanel } from '@client/ui/spinner';
import { CameraScanner } from './camera-scanner';
import { playScanToneAfterFrame } from './scan-feedback';

// The report dialog (photos, the outbox's condition-report kind) loads only when a count reports a kit.
const ConditionReportButton = lazy(() => import('./condition-report-dialog').then((m) => ({ default: m.ConditionReportButton })));

interface Mark {
  outcome: ScanOutcome;
  /** Counts the marks, so the same outcome twice in a row still flashes anew. */
  n: number;
}

function useMarkText() {
  const { t } = useI18n();
  return (outcome: ScanOutcome, session: StoredCountSession) => {
    const projectName = (id: string | null) => session.projects.find((p) => p.id === id)?.name ?? '';
    switch (outcome.kind) {
      case 'found':
        return t('kits.session.found', { code: outcome.code, project: projectName(outcome.projectId) });
      case 'duplicate':
        return t('kits.session.duplicate', { code: outcome.code });
      case 'unexpected':
        return t('kits.session.unexpected', { code: outcome.code, project: outcome.place.projectName, school: outcome.place.schoolName });
      case 'unknown':
        return t('kits.session.unknown', { code: outcome.code });
      default:
        return '';
    }
  };
}

interface TapProps {
  projectId: string;
  projectName: string;
  tapped: number;
  found: number;
  onTap: (projectId: string, delta: 1 | -1) => void;
}

/** + / − for kits without a readable label. */
function TapControl({ projectId, projectName, tapped, found, onTap }: TapProps) {
  const { t } = useI18n();
  return (
    <div className="flex items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('kits.session.less', { project: projectName })}
        disabled={tapped === 0}
        onClick={() => onTap(projectId, -1)}
      >
        −
      </Button>
      <span className="w-6 text-center tabular-nums">{tapped}</span>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('kits.session.more', { project: projectName })}
        disabled={found >= MAX_KITS_ON_HAND}
        onClick={() => onTap(projectId, 1)}
      >
        +
      </Button>
    </div>
  );
}

interface RowProps extends TapProps {
  /** Kits expected in the room: those on hand less those out with classes. */
  expected: number;
  withClasses: number;
  missing: number;
}

/**
 * One project's figures. Its props are plain values and onTap keeps its identity, so a scan
 * re-renders the one row whose figures changed, not the table (a school has tens of projects).
 */
const ProjectRow = memo(function ProjectRow({ expected, withClasses, missing, ...tap }: RowProps) {
  const { tp } = useI18n();
  return (
    <tr data-project={tap.projectName}>
      <th scope="row" className="px-4 py-2.5 text-start font-medium text-slate-900 max-sm:px-3">
        {tap.projectName}
        {withClasses > 0 && (
          <span className="block text-xs font-normal text-slate-600" data-figure="with-classes">
            {tp('kits.session.withClasses', withClasses)}
          </span>
        )}
        {/* On a phone the + / − sit under the name, where a thumb reaches them. */}
        <div className="mt-2 sm:hidden">
          <TapControl {...tap} />
        </div>
      </th>
      <td className="px-3 py-2.5 text-end tabular-nums max-sm:px-1.5" data-figure="expected">
        {expected}
      </td>
      <td className="px-3 py-2.5 text-end font-semibold tabular-nums text-emerald-800 max-sm:px-1.5" data-figure="found">
        {tap.found}
      </td>
      <td
        className={cx('px-3 py-2.5 text-end tabular-nums max-sm:pe-3 max-sm:ps-1.5', missing > 0 && 'font-semibold text-red-700')}
        data-figure="missing"
      >
        {missing}
      </td>
      <td className="px-3 py-1.5 max-sm:hidden">
        <div className="flex justify-center">
          <TapControl {...tap} />
        </div>
      </td>
    </tr>
  );
});

export function CountSessionPage({ id }: { id: string }) {
  const { t } = useI18n();
  const navigate = useNavigateTo();
  // The row is read again after every change to it (it holds no directory, so that is cheap); the
  // directory, fixed since the start, is read once.
  const [stored, setStored] = useState<CountSessionRow | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [directory, setDirectory] = useState<Record<string, KitPlace> | undefined>(undefined);
  const current = useRef<StoredCountSession | null>(null);
  const writes = useRef<Promise<void>>(Promise.resolve());
  const pendingWrites = useRef(0);
  // Names this page's writes ("page:n"), so its own writes coming back are told apart from another
  // tab's change.
  const [writer] = useState(() => crypto.randomUUID());
  const revisions = useRef(0);
  const [session, setSession] = useState<StoredCountSession | null>(null);
  const [mark, setMark] = useState<Mark | null>(null);
  // The kit whose condition is being reported from this count (its code and project).
  const [reporting, setReporting] = useState<{ code: string; projectId: string } | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState<'asking' | 'busy' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const markText = useMarkText();

  // The row as stored, at load and after another tab changes it. This page's own writes are not
  // announced to it (its copy already shows them; reading each back would draw the whole page a
  // second time per scan), and a row with its revision is dropped all the same.
  useEffect(() => {
    setStored(undefined);
    return watchCountSessionRow(
      id,
      (row) => {
        if (!row?.revision?.startsWith(`${writer}:`)) setStored(row);
      },
      setLoadError,
    );
  }, [id, writer]);

  useEffect(() => {
    let live = true;
    setDirectory(undefined);
    getCountDirectory(id)
      // Without its directory a session still counts; a stray code is then unknown, not placed.
      .catch(() => ({}))
      .then((places) => {
        if (live) setDirectory(places);
      });
    return () => {
      live = false;
    };
  }, [id]);

  // The stored session is the truth at load and when another tab changes it; scans update the
  // local copy at once (a wedge scanner sends codes faster than IndexedDB answers), so a stored
  // value read while this page's own writes are on their way is older than the copy and ignored.
  useEffect(() => {
    if (stored === undefined || directory === undefined || pendingWrites.current > 0) return;
    if (stored === null) {
      current.current = null;
      setSession(null);
      return;
    }
    const { revision: _revision, ...row } = stored;
    const next = { ...row, directory: row.directory ?? directory };
    current.current = next;
    setSession(next);
  }, [stored, directory]);

  const update = useCallback(
    (next: StoredCountSession) => {
      current.current = next;
      setSession(next);
      revisions.current += 1;
      const revision = `${writer}:${revisions.current}`;
      pendingWrites.current += 1;
      // Each write waits for the one before (so the last scan is the stored one), even a failed one.
      writes.current = writes.current
        .catch(() => undefined)
        .then(() => saveCountProgress(next, revision))
        .finally(() => {
          pendingWrites.current -= 1;
        });
    },
    [writer],
  );

  /** One scan, from the field (typed or a wedge scanner) or the camera. */
  const scan = useCallback(
    (text: string) => {
      const base = current.current;
      if (!base || base.status !== 'counting') return;
      const { state, outcome } = applyScan(base, text, new Date().toISOString());
      if (outcome.kind === 'empty') return;
      if (state !== base) update({ ...base, ...state });
      setMark((previous) => ({ outcome, n: (previous?.n ?? 0) + 1 }));
      playScanToneAfterFrame(outcome.kind === 'found');
    },
    [update],
  );

  const onScan = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = input.current;
    if (!field) return;
    const text = field.value;
    field.value = '';
    scan(text);
  };

  const onTap = useCallback(
    (projectId: string, delta: 1 | -1) => {
      const base = current.current;
      if (!base || base.status !== 'counting') return;
      update({ ...base, ...applyTap(base, projectId, delta) });
    },
    [update],
  );

  const onFinish = async () => {
    setFinishing(true);
    setFinishError(null);
    try {
      await writes.current;
      await finishCountSession(id, new Date().toISOString());
      navigate(paths.countReceipt(id), { replace: true });
    } catch (error) {
      setFinishError(t('kits.session.finishFailed', { reason: error instanceof Error ? error.message : String(error) }));
      setFinishing(false);
    }
  };

  // Nothing of an unfinished session has been queued, so deleting it from the device is the whole of
  // discarding it. The writes still on their way go first, or the last one would bring it back.
  const onDiscard = async () => {
    setDiscarding('busy');
    try {
      await writes.current.catch(() => undefined);
      current.current = null;
      await discardCountSession(id);
      navigate(paths.counts(), { replace: true });
    } catch (error) {
      setFinishError(t('kits.session.discardFailed', { reason: error instanceof Error ? error.message : String(error) }));
      setDiscarding(null);
    }
  };

  const backLink = (
    <AppLink to={paths.counts()} className="inline-flex items-center gap-1.5 hover:underline">
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {t('kits.session.back')}
    </AppLink>
  );
  if (loadError) throw loadError;
  if (stored === null && discarding !== 'busy') {
    return (
      <>
        <PageHeader eyebrow={backLink} title={t('kits.counts.title')} />
        <Alert tone="error">{t('kits.session.notFound')}</Alert>
      </>
    );
  }
  if (!session) return <LoadingPanel label={t('kits.start.loading')} />;
  if (session.status === 'finished' && !finishing) return <AppRedirect to={paths.countReceipt(id)} />;

  const figures = sessionFigures(session);
  const good = mark?.outcome.kind === 'found';
  return (
    <>
      <PageHeader eyebrow={backLink} title={t('kits.session.title', { school: session.school.name })} description={t('kits.session.savedOnDevice')} />
      {/* Another coordinator counting the same school, in a session of their own. */}
      <PresenceBanner subject={`school:${session.school.id}`} activity="counting" schoolName={session.school.name} className="mb-4" />
      {/* noValidate: the field has no constraints, and checking them makes the browser lay out the
          page at every Enter, before the scan is even handled. */}
      <form onSubmit={onScan} noValidate className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
        <label htmlFor="kit-scan" className="block text-sm font-medium text-slate-800">
          {t('kits.session.scanLabel')}
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            id="kit-scan"
            ref={input}
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="done"
            aria-describedby="kit-scan-hint"
            className="block h-control w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 font-mono text-base text-slate-900 uppercase shadow-xs focus:outline-2 focus:-outline-offset-1 focus:outline-primary-600"
          />
          <Button type="submit">{t('kits.session.add')}</Button>
        </div>
        <p id="kit-scan-hint" className="mt-1.5 text-sm text-slate-600">
          {t('kits.session.scanHint')}
        </p>
        <CameraScanner onCode={scan} />
        <p
          role="status"
          aria-live="assertive"
          data-outcome={mark?.outcome.kind}
          key={mark?.n}
          className={cx(
            'mt-3 min-h-11 rounded-lg px-3 py-2.5 text-sm font-semibold motion-safe:animate-[pulse_0.6s_ease-out_1]',
            !mark && 'invisible',
            good ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800',
          )}
        >
          {mark && (
            <>
              {good ? (
                <CheckIcon aria-hidden="true" className="me-1.5 inline size-5 align-text-bottom" />
              ) : (
                <AlertIcon aria-hidden="true" className="me-1.5 inline size-5 align-text-bottom" />
              )}
              {markText(mark.outcome, session)}
            </>
          )}
        </p>
        {mark?.outcome.kind === 'found' && <ReportFoundKit code={mark.outcome.code} projectId={mark.outcome.projectId} onReport={setReporting} />}
      </form>
      {/* Outside the scan form: the dialog's own form must not submit a scan (React events cross portals). */}
      {reporting && (
        <Suspense fallback={null}>
          <div className="mt-3">
            <ConditionReportButton key={reporting.code} code={reporting.code} projectId={reporting.projectId} source="count" initiallyOpen />
          </div>
        </Suspense>
      )}

      {/* Not ui/table: its rows are memoised one by one (a scan redraws one row) and carry the + / − controls. */}
      <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-start text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-2.5 text-start font-semibold max-sm:px-3 max-sm:text-xs">
                {t('kits.session.project')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-end font-semibold max-sm:px-1.5 max-sm:text-xs">
                {t('kits.session.expected')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-end font-semibold max-sm:px-1.5 max-sm:text-xs">
                {t('kits.session.foundColumn')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-end font-semibold max-sm:px-1.5 max-sm:text-xs">
                {t('kits.session.missing')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-center font-semibold max-sm:hidden">
                {t('kits.session.tapped')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {figures.projects.map((p) => (
              <ProjectRow
                key={p.projectId}
                projectId={p.projectId}
                projectName={p.projectName}
                expected={p.expected - p.withClasses}
                withClasses={p.withClasses}
                found={p.found}
                missing={p.missing}
                tapped={p.tapped}
                onTap={onTap}
              />
            ))}
          </tbody>
        </table>
      </div>

      {figures.unexpected.length > 0 && (
        <section aria-labelledby="unexpected-kits" className="mt-6">
          <h2 id="unexpected-kits" className="text-base font-semibold text-slate-900">
            {t('kits.session.unexpectedTitle')}
          </h2>
          <ul className="mt-2 space-y-1 text-sm" data-list="unexpected">
            {figures.unexpected.map((kit) => (
              <li key={kit.code} className="text-slate-800">
                <span className="font-mono font-semibold">{kit.code}</span>{' '}
                {kit.place
                  ? t('kits.session.belongsTo', { project: kit.place.projectName, school: kit.place.schoolName })
                  : t('kits.session.unknownPlace')}
              </li>
            ))}
          </ul>
        </section>
      )}

      {finishError && (
        <Alert tone="error" className="mt-6">
          {finishError}
        </Alert>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={() => void onFinish()} loading={finishing} disabled={discarding !== null}>
          {t('kits.session.finish')}
        </Button>
        <Button variant="secondary" onClick={() => setDiscarding('asking')} disabled={finishing || discarding !== null}>
          {t('kits.session.discard')}
        </Button>
      </div>
      <ConfirmDialog
        open={discarding !== null}
        title={t('kits.session.discardTitle')}
        confirmLabel={t('kits.session.discardYes')}
        cancelLabel={t('kits.session.discardNo')}
        tone="danger"
        busy={discarding === 'busy'}
        onClose={() => setDiscarding(null)}
        onConfirm={() => void onDiscard()}
      >
        {t('kits.session.discardConfirm')}
      </ConfirmDialog>
    </>
  );
}

/** "Report condition of BRG-LMS-03" under a found kit's mark: a kit found broken is reported where it was counted. */
const ReportFoundKit = memo(function ReportFoundKit({
  code,
  projectId,
  onReport,
}: {
  code: string;
  projectId: string;
  onReport: (kit: { code: string; projectId: string }) => void;
}) {
  const { t } = useI18n();
  return (
    <Button size="sm" variant="secondary" className="mt-2" onClick={() => onReport({ code, projectId })}>
      {t('kits.session.reportCondition', { code })}
    </Button>
  );
});

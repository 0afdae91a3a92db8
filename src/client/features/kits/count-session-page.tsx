// One onsite count session, counted with no network needed: a focused field takes codes typed by
// a person or by a keyboard-wedge scanner (fast keys ending with Enter), the camera scanner reads
// QR codes (camera-scanner.tsx), + / − count kits without
// a label, and found / missing / unexpected follow every scan. Each scan is written to IndexedDB
// at once; Finish queues the counts (one per project) and the session's record in the outbox.
import '../../i18n/en/kits';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { applyScan, applyTap, sessionFigures, type ScanOutcome } from '../../../contract/count-sessions';
import { MAX_KITS_ON_HAND } from '../../../contract/constants';
import { discardCountSession, finishCountSession, getCountSession, saveCountSession, type StoredCountSession } from '../../../offline/count-sessions';
import { paths } from '../../app/paths';
import { useI18n } from '../../i18n/use-i18n';
import { Alert } from '../../ui/alert';
import { AppLink, AppRedirect, useNavigateTo } from '../../ui/app-link';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { cx } from '../../ui/cx';
import { AlertIcon, ArrowLeftIcon, CheckIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { LoadingPanel } from '../../ui/spinner';
import { CameraScanner } from './camera-scanner';
import { playScanTone } from './scan-feedback';

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
  project: { projectId: string; projectName: string; tapped: number; found: number };
  onTap: (projectId: string, delta: 1 | -1) => void;
}

/** + / − for kits without a readable label. */
function TapControl({ project: p, onTap }: TapProps) {
  const { t } = useI18n();
  return (
    <div className="flex items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('kits.session.less', { project: p.projectName })}
        disabled={p.tapped === 0}
        onClick={() => onTap(p.projectId, -1)}
      >
        −
      </Button>
      <span className="w-6 text-center tabular-nums">{p.tapped}</span>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('kits.session.more', { project: p.projectName })}
        disabled={p.found >= MAX_KITS_ON_HAND}
        onClick={() => onTap(p.projectId, 1)}
      >
        +
      </Button>
    </div>
  );
}

export function CountSessionPage({ id }: { id: string }) {
  const { t } = useI18n();
  const navigate = useNavigateTo();
  const stored = useLiveQuery(async () => (await getCountSession(id)) ?? null, [id]);
  const current = useRef<StoredCountSession | null>(null);
  const writes = useRef<Promise<void>>(Promise.resolve());
  const pendingWrites = useRef(0);
  const [session, setSession] = useState<StoredCountSession | null>(null);
  const [mark, setMark] = useState<Mark | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState<'asking' | 'busy' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const markText = useMarkText();

  // The stored session is the truth at load and when another tab changes it; scans update the
  // local copy at once (a wedge scanner sends codes faster than IndexedDB answers), so a stored
  // value read while this page's own writes are on their way is older than the copy and ignored.
  useEffect(() => {
    if (stored === undefined || pendingWrites.current > 0) return;
    current.current = stored;
    setSession(stored);
  }, [stored]);

  const update = (next: StoredCountSession) => {
    current.current = next;
    setSession(next);
    pendingWrites.current += 1;
    // Each write waits for the one before (so the last scan is the stored one), even a failed one.
    writes.current = writes.current
      .catch(() => undefined)
      .then(() => saveCountSession(next))
      .finally(() => {
        pendingWrites.current -= 1;
      });
  };

  /** One scan, from the field (typed or a wedge scanner) or the camera. */
  const scan = (text: string) => {
    const base = current.current;
    if (!base || base.status !== 'counting') return;
    const { state, outcome } = applyScan(base, text, new Date().toISOString());
    if (outcome.kind === 'empty') return;
    if (state !== base) update({ ...base, ...state });
    setMark((previous) => ({ outcome, n: (previous?.n ?? 0) + 1 }));
    playScanTone(outcome.kind === 'found');
  };

  const onScan = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = input.current;
    if (!field) return;
    const text = field.value;
    field.value = '';
    scan(text);
  };

  const onTap = (projectId: string, delta: 1 | -1) => {
    const base = current.current;
    if (!base || base.status !== 'counting') return;
    update({ ...base, ...applyTap(base, projectId, delta) });
  };

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
      <PageHeader
        eyebrow={backLink}
        title={t('kits.session.title', { school: session.school.name })}
        description={t('kits.session.savedOnDevice')}
      />
      <form onSubmit={onScan} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
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
      </form>

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
              <tr key={p.projectId} data-project={p.projectName}>
                <th scope="row" className="px-4 py-2.5 text-start font-medium text-slate-900 max-sm:px-3">
                  {p.projectName}
                  {/* On a phone the + / − sit under the name, where a thumb reaches them. */}
                  <div className="mt-2 sm:hidden">
                    <TapControl project={p} onTap={onTap} />
                  </div>
                </th>
                <td className="px-3 py-2.5 text-end tabular-nums max-sm:px-1.5" data-figure="expected">
                  {p.expected}
                </td>
                <td className="px-3 py-2.5 text-end font-semibold tabular-nums text-emerald-800 max-sm:px-1.5" data-figure="found">
                  {p.found}
                </td>
                <td className={cx('px-3 py-2.5 text-end tabular-nums max-sm:pe-3 max-sm:ps-1.5', p.missing > 0 && 'font-semibold text-red-700')} data-figure="missing">
                  {p.missing}
                </td>
                <td className="px-3 py-1.5 max-sm:hidden">
                  <div className="flex justify-center">
                    <TapControl project={p} onTap={onTap} />
                  </div>
                </td>
              </tr>
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

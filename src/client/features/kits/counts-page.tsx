// Onsite counts: the schools the user can count (with their label sheets) and the count sessions
// kept on this device, in progress or finished with their receipts. /projects/counts/new starts a
// session and moves on to it.
import '@client/i18n/en/kits';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { useSearchParams } from 'wouter';
import { listCountSessions } from '@offline/count-sessions';
import { preparedSchools, type PreparedSchool } from '@offline/prepared';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime, localDay } from '@client/lib/dates';
import { useSession } from '@client/lib/use-session';
import { Alert } from '@client/ui/alert';
import { AppLink, useNavigateTo } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { Button, buttonClasses } from '@client/ui/button';
import { ArrowLeftIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { LoadingPanel } from '@client/ui/spinner';
import { PrepareAllPanel, PrepareSchool, usePreparation } from './prepare-panel';
import { fetchAllProjects, NothingToCount, startCountSession } from './start-session';

function schoolsOf(projects: { school: { id: string; name: string } }[]) {
  const bySchool = new Map<string, { id: string; name: string; projects: number }>();
  for (const { school } of projects) {
    const entry = bySchool.get(school.id) ?? { ...school, projects: 0 };
    entry.projects += 1;
    bySchool.set(school.id, entry);
  }
  return [...bySchool.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const back = (label: string) => (
  <AppLink to={paths.projects()} className="inline-flex items-center gap-1.5 hover:underline">
    <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
    {label}
  </AppLink>
);

function SessionsOnDevice() {
  const { t, listDate } = useI18n();
  const userId = useSession().user?.id ?? null;
  const sessions = useLiveQuery(() => (userId ? listCountSessions(userId) : []), [userId]);
  return (
    <section aria-labelledby="counts-on-device" className="mt-10">
      <h2 id="counts-on-device" className="text-lg font-semibold text-slate-900">
        {t('kits.counts.onDevice')}
      </h2>
      {sessions && sessions.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('kits.counts.none')}</p>}
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white empty:hidden">
        {sessions?.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{session.school.name}</p>
              <p className="text-sm text-slate-600">
                {t('kits.counts.startedAt', { time: `${listDate(localDay(session.startedAt))} ${formatTime(session.startedAt)}` })}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <Badge tone={session.status === 'finished' ? 'success' : 'warning'}>
                {session.status === 'finished' ? t('kits.counts.finished') : t('kits.counts.inProgress')}
              </Badge>
              <AppLink
                to={session.status === 'finished' ? paths.countReceipt(session.id) : paths.countSession(session.id)}
                className={buttonClasses('secondary', 'sm')}
              >
                {session.status === 'finished' ? t('kits.counts.receipt') : t('kits.counts.continue')}
              </AppLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CountsPage() {
  const { t, tp } = useI18n();
  const projects = useSWR(['kits', 'count-projects'], fetchAllProjects);
  const userId = useSession().user?.id ?? null;
  const prepared = useLiveQuery(() => (userId ? preparedSchools(userId) : new Map<string, PreparedSchool>()), [userId]);
  const schools = projects.data ? schoolsOf(projects.data) : [];
  const preparation = usePreparation();
  return (
    <>
      <PageHeader eyebrow={back(t('kits.labels.back'))} title={t('kits.counts.title')} description={t('kits.counts.description')} />
      <h2 className="text-lg font-semibold text-slate-900">{t('kits.counts.schools')}</h2>
      {projects.error ? (
        <LoadError what={t('kits.counts.what')} error={projects.error} onRetry={() => void projects.mutate()} />
      ) : !projects.data ? (
        <LoadingPanel label={t('kits.counts.loading')} />
      ) : (
        <>
          {schools.length > 1 && <PrepareAllPanel preparation={preparation} schools={schools.length} />}
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {schools.map((school) => (
              <li key={school.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <div>
                  <p className="font-semibold text-slate-900">{school.name}</p>
                  <p className="text-sm text-slate-600">{tp('kits.counts.projectsAtSchool', school.projects)}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <AppLink to={paths.newCount({ school: school.id })} className={buttonClasses('primary', 'sm')}>
                    {t('kits.action.count')}
                  </AppLink>
                  <AppLink to={paths.kitLabels({ school: school.id })} className={buttonClasses('secondary', 'sm')}>
                    {t('kits.action.labels')}
                  </AppLink>
                </div>
                <PrepareSchool schoolId={school.id} prepared={prepared?.get(school.id)} preparation={preparation} />
              </li>
            ))}
          </ul>
        </>
      )}
      <SessionsOnDevice />
    </>
  );
}

export function NewCountPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigateTo();
  const userId = useSession().user?.id ?? null;
  const [failure, setFailure] = useState<'failed' | 'nothing' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const schoolId = params.get('school') ?? undefined;
  const projectId = params.get('project') ?? undefined;

  useEffect(() => {
    // One start per attempt, also under React's double effects in development.
    if (!userId || started.current === attempt) return;
    started.current = attempt;
    startCountSession(userId, { schoolId, projectId })
      .then((session) => navigate(paths.countSession(session.id), { replace: true }))
      .catch((error: unknown) => setFailure(error instanceof NothingToCount ? 'nothing' : 'failed'));
  }, [userId, schoolId, projectId, attempt, navigate]);

  return (
    <>
      <PageHeader eyebrow={back(t('kits.labels.back'))} title={t('kits.start.title')} />
      {failure ? (
        <Alert tone="error">
          <p>{failure === 'nothing' ? t('kits.start.noProjects') : t('kits.start.failed')}</p>
          {failure === 'failed' && (
            <Button
              size="sm"
              variant="secondary"
              className="mt-3"
              onClick={() => {
                setFailure(null);
                setAttempt((n) => n + 1);
              }}
            >
              {t('kits.start.retry')}
            </Button>
          )}
        </Alert>
      ) : (
        <LoadingPanel label={t('kits.start.loading')} />
      )}
    </>
  );
}

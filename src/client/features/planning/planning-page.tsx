// Planning, the programme's welcome (spec §2): what happens next, who is on the planning team, and
// the introduction pop-up, shown while the user's showPlanningPopUp is true (spec §4).
import '@client/i18n/en/frame';
import '@client/i18n/en/planning';
import { useState } from 'react';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { useSupportEmail } from '@client/lib/client-config';
import { useSession } from '@client/lib/use-session';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { PlayIcon } from '@client/ui/icons';
import { PageHeader } from '@client/ui/page-header';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { markPlanningWatched, useProgrammeSummary } from './api';
import { NextSteps } from './components/next-steps';
import { PlanningWalkthrough } from './components/planning-walkthrough';

export function PlanningPage() {
  const { t } = useI18n();
  const { user } = useSession();
  const summary = useProgrammeSummary();
  const [replaying, setReplaying] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const showPopUp = Boolean(user?.showPlanningPopUp) || replaying;

  const onDone = () => {
    setReplaying(false);
    if (!user?.showPlanningPopUp) return;
    setSaveFailed(false);
    markPlanningWatched(user).catch(() => setSaveFailed(true));
  };

  return (
    <>
      <PageHeader
        eyebrow={t('planning.eyebrow')}
        title={t('nav.planning')}
        description={t('planning.description')}
        actions={
          <Button variant="secondary" onClick={() => setReplaying(true)}>
            <PlayIcon className="size-4" />
            {t('planning.watchIntro')}
          </Button>
        }
      />
      {saveFailed && (
        <Alert tone="error" className="mb-6">
          {t('planning.saveFailed')}
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="planning-next" className="card rounded-xl p-5 sm:p-8 lg:col-span-2">
          <h2 id="planning-next" className="text-lg font-semibold text-slate-900">
            {t('planning.next.title')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{t('planning.next.text')}</p>
          {summary.data || summary.error ? (
            <NextSteps summary={summary.data} />
          ) : (
            <SkeletonGroup label={t('common.loading')} className="space-y-6">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="flex gap-4">
                  <Skeleton className="size-10 rounded-full" />
                  <div className="flex-1 space-y-2 pt-1">
                    <Skeleton className="h-4 w-1/3" />
                    <Skeleton className="h-3 w-2/3" />
                  </div>
                </div>
              ))}
            </SkeletonGroup>
          )}
        </section>
        <PlanningSidebar manager={summary.data?.application?.assignedAdmin ?? null} />
      </div>
      <PlanningWalkthrough open={showPopUp} onDone={onDone} />
    </>
  );
}

function PlanningSidebar({ manager }: { manager: string | null }) {
  const { t } = useI18n();
  const supportEmail = useSupportEmail();
  return (
    <div className="space-y-6">
      <section aria-labelledby="planning-team" className="card rounded-xl p-5 sm:p-6">
        <h2 id="planning-team" className="text-base font-semibold text-slate-900">
          {t('planning.team.title')}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{manager ? t('planning.team.manager', { name: manager }) : t('planning.team.noManager')}</p>
        <p className="mt-3 text-sm text-slate-600">
          {t('planning.team.write')}{' '}
          <a href={`mailto:${supportEmail}`} className="font-semibold wrap-anywhere text-primary-800 hover:underline">
            {supportEmail}
          </a>
        </p>
      </section>
      <section aria-labelledby="planning-prepare" className="card rounded-xl p-5 sm:p-6">
        <h2 id="planning-prepare" className="text-base font-semibold text-slate-900">
          {t('planning.prepare.title')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-600 marker:text-primary-600">
          <li>{t('planning.prepare.goals')}</li>
          <li>{t('planning.prepare.schools')}</li>
          <li>{t('planning.prepare.calendar')}</li>
          <li>{t('planning.prepare.team')}</li>
        </ul>
        <AppLink to={paths.resources()} className="mt-4 inline-block text-sm font-semibold text-primary-800 hover:underline">
          {t('planning.prepare.resources')}
        </AppLink>
      </section>
    </div>
  );
}

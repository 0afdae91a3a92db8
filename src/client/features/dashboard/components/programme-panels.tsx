// The panels fed by GET /dashboard/summary: funding with its time left, and the application's status.
import { todayUtc } from '@contract/calendar';
import { isSetAside, PROGRAMME_STEPS, type ApplicationStatus } from '@contract/applications-messages';
import { fundingTimeLeft } from '@contract/calendar';
import type { DashboardSummary } from '@contract/dashboard';
import { paths } from '@client/app/paths';
import type { I18n } from '@client/i18n/locale-store';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { cx } from '@client/ui/cx';
import { BanknoteIcon, CheckIcon, DocumentIcon } from '@client/ui/icons';
import { ProgressBar } from '@client/ui/progress-bar';
import { useDashboardSummary } from '../api';
import { Panel, PanelError, PanelSkeleton } from './panel';

/** Blueprint stages the catalogue names; another stage shows as the server wrote it. */
const BLUEPRINT_STAGES = ['Draft', 'In Review', 'Approved', 'Implementing', 'Completed'] as const;
const stageLabel = (stage: string, t: I18n['t']) =>
  (BLUEPRINT_STAGES as readonly string[]).includes(stage) ? t(`blueprint.stage.${stage as (typeof BLUEPRINT_STAGES)[number]}`) : stage;

/** Fewer days than this left and the bar turns amber. */
const FUNDING_WARNING_DAYS = 60;

export function FundingPanel() {
  const { t } = useI18n();
  const { data, error, mutate } = useDashboardSummary();
  const link = data?.application ? { to: paths.application(data.application.id), label: t('dashboard.funding.open') } : undefined;
  return (
    <Panel title={t('dashboard.funding.title')} icon={BanknoteIcon} link={link} savedAt={data?.savedAt}>
      {data ? (
        data.funding ? (
          <FundingBody funding={data.funding} />
        ) : (
          <p className="text-sm text-slate-600">{t('dashboard.funding.empty')}</p>
        )
      ) : error ? (
        <PanelError error={error} what={t('dashboard.funding.what')} onRetry={() => mutate()} />
      ) : (
        <PanelSkeleton lines={2} className="min-h-48" />
      )}
    </Panel>
  );
}

function FundingBody({ funding }: { funding: NonNullable<DashboardSummary['funding']> }) {
  const { t, tp, money, detailDate } = useI18n();
  const { fraction, daysLeft } = fundingTimeLeft(funding, todayUtc());
  const tone = daysLeft < 0 ? 'danger' : daysLeft <= FUNDING_WARNING_DAYS ? 'warning' : 'primary';
  const timeLeft =
    daysLeft > 0
      ? tp('dashboard.funding.daysLeft', daysLeft)
      : daysLeft === 0
        ? t('dashboard.funding.lastDay')
        : tp('dashboard.funding.daysPast', -daysLeft);
  return (
    <>
      <p className="text-sm text-slate-600">{t('dashboard.funding.allocated')}</p>
      <p className="mt-0.5 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{money(funding.allocatedCents)}</p>
      <p className="mt-3 text-sm text-slate-700">
        {t('dashboard.funding.useBy')} <span className="font-semibold text-slate-900">{detailDate(funding.useBy)}</span>
      </p>
      <div className="mt-5">
        <div className="mb-1.5 flex justify-between text-sm">
          <span className="text-slate-600">{t('dashboard.funding.timeLeft')}</span>
          <span className={cx('font-semibold', tone === 'danger' ? 'text-red-700' : tone === 'warning' ? 'text-amber-800' : 'text-slate-800')}>
            {timeLeft}
          </span>
        </div>
        <ProgressBar value={fraction} label={t('dashboard.funding.timeLeft')} valueText={timeLeft} tone={tone} />
        <p className="mt-1.5 flex justify-between text-xs text-slate-600">
          <span>{t('dashboard.funding.allocatedOn', { date: detailDate(funding.allocatedOn) })}</span>
        </p>
      </div>
    </>
  );
}

export function ApplicationPanel() {
  const { t } = useI18n();
  const { data, error, mutate } = useDashboardSummary();
  const link = data?.application
    ? { to: paths.application(data.application.id), label: t('dashboard.application.open') }
    : { to: paths.applications(), label: t('dashboard.application.list') };
  return (
    <Panel title={t('dashboard.application.title')} icon={DocumentIcon} link={link} savedAt={data?.savedAt}>
      {data ? (
        data.application ? (
          <ApplicationBody summary={data} />
        ) : (
          <p className="text-sm text-slate-600">{t('dashboard.application.empty')}</p>
        )
      ) : error ? (
        <PanelError error={error} what={t('dashboard.application.what')} onRetry={() => mutate()} />
      ) : (
        <PanelSkeleton lines={5} className="min-h-80" />
      )}
    </Panel>
  );
}

function ApplicationBody({ summary }: { summary: DashboardSummary }) {
  // The application's fields are details, written as the funding panel beside it writes its days.
  const { t, detailDate } = useI18n();
  const application = summary.application!;
  const reached = (PROGRAMME_STEPS as readonly ApplicationStatus[]).indexOf(application.status);
  const asideTone = application.status === 'Declined' ? 'danger' : application.status === 'Waitlisted' ? 'warning' : 'neutral';
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{t('dashboard.application.number', { number: application.applicationNumber })}</span>
        <Badge tone={isSetAside(application.status) ? asideTone : application.status === 'Program Completed' ? 'success' : 'primary'}>
          {t(`application.status.${application.status}`)}
        </Badge>
      </div>
      {/* Set aside, the steps say nothing: the reason programme staff (or the district) gave says why. */}
      {isSetAside(application.status) ? (
        <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm">
          <p className="font-medium text-slate-900">{t(`dashboard.application.setAside.${application.status}`)}</p>
          {application.statusReason && (
            <p className="mt-1 whitespace-pre-line text-slate-700">
              <span className="font-medium">{t('dashboard.application.reason')}</span> {application.statusReason}
            </p>
          )}
        </div>
      ) : (
        <ol className="mt-4 space-y-2" aria-label={t('dashboard.application.steps')}>
          {PROGRAMME_STEPS.map((status, index) => {
            const done = index < reached || application.status === 'Program Completed';
            const current = index === reached && !done;
            return (
              <li key={status} className="flex items-center gap-2.5 text-sm" aria-current={current ? 'step' : undefined}>
                <span
                  aria-hidden="true"
                  className={cx(
                    'flex size-5 shrink-0 items-center justify-center rounded-full border text-[10px] font-bold',
                    done && 'border-emerald-600 bg-emerald-600 text-white',
                    current && 'border-primary-700 bg-primary-50 text-primary-800',
                    !done && !current && 'border-slate-300 text-slate-500',
                  )}
                >
                  {done ? <CheckIcon className="size-3" /> : index + 1}
                </span>
                <span className={cx(done || current ? 'text-slate-900' : 'text-slate-600', current && 'font-semibold')}>
                  {t(`application.status.${status}`)}
                  <span className="sr-only">
                    {' '}
                    (
                    {done
                      ? t('dashboard.application.stepDone')
                      : current
                        ? t('dashboard.application.stepCurrent')
                        : t('dashboard.application.stepNext')}
                    )
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="text-slate-600">{t('dashboard.application.applied')}</dt>
          <dd className="font-medium text-slate-900">{detailDate(application.applicationDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('dashboard.application.manager')}</dt>
          <dd className="font-medium text-slate-900">{application.assignedAdmin ?? t('dashboard.application.notAssigned')}</dd>
        </div>
      </dl>
      {summary.blueprint && (
        <AppLink
          to={paths.blueprint(summary.blueprint.id)}
          className="mt-4 flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm hover:border-primary-300 hover:bg-primary-50/40"
        >
          <span className="font-medium text-slate-900">{t('dashboard.application.blueprint')}</span>
          <span className="text-end text-slate-700">
            {stageLabel(summary.blueprint.stage, t)} · {t(`blueprint.approval.${summary.blueprint.approval}`)}
            {/* A blueprint waiting for the district says what to do about it, not only that it waits. */}
            {summary.blueprint.approval === 'Needs approval' && (
              <span className="block font-semibold text-primary-700">{t('dashboard.application.reviewAndApprove')} →</span>
            )}
          </span>
        </AppLink>
      )}
    </>
  );
}

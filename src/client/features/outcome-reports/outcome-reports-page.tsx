// The district's outcome reports: each term's report on its approved blueprints, with its status
// and due day (/outcome-reports), and one report (/outcome-reports/:id): the form while it is the
// district's to fill in, else what was sent, with staff's comment.
import '@client/i18n/en/outcome-reports';
import { Route, Switch } from 'wouter';
import type { OutcomeReport } from '@contract/outcome-reports';
import { EDITABLE_OUTCOME_STATUSES } from '@contract/outcome-reports-messages';
import { NotFound } from '@client/app/not-found';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { EmptyState } from '@client/ui/empty-state';
import { ArrowLeftIcon, ChecklistIcon, FlagIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { useOutcomeReports, useStoreReport } from './api';
import { ReportForm } from './components/report-form';
import { ReportView } from './components/report-view';
import { OutcomeStatusBadge } from './components/status-badge';

function ListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className="space-y-3">
      {[0, 1].map((row) => (
        <div key={row} className="card space-y-3 rounded-xl p-5">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

function DueLine({ report }: { report: OutcomeReport }) {
  const { t, listDate } = useI18n();
  if (!EDITABLE_OUTCOME_STATUSES.includes(report.status)) return null;
  return report.isOverdue ? (
    <span className="font-semibold text-red-700">{t('outcomes.overdue', { date: listDate(report.term.dueOn) })}</span>
  ) : (
    <span className="text-slate-600">{t('outcomes.due', { date: listDate(report.term.dueOn) })}</span>
  );
}

function OutcomeReportsPage() {
  const { t, listDate } = useI18n();
  const list = useOutcomeReports();
  return (
    <>
      <PageHeader title={t('outcomes.title')} description={t('outcomes.description')} />
      {list.error && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.mutate()} what={t('outcomes.what')} />
      ) : !list.data ? (
        <ListSkeleton label={t('outcomes.loading')} />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={<FlagIcon className="size-6" />} title={t('outcomes.empty.title')}>
          {t('outcomes.empty.text')}
        </EmptyState>
      ) : (
        <ul aria-label={t('outcomes.list')} className="space-y-3">
          {list.data.items.map((report) => (
            <li key={report.id}>
              <AppLink
                to={paths.outcomeReport(report.id)}
                aria-label={t('outcomes.open', { term: report.term.name })}
                className="card flex flex-col gap-2 rounded-xl p-5 hover:border-primary-300 focus-visible:outline-2 focus-visible:outline-primary-600 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{report.term.name}</p>
                  <p className="mt-0.5 text-sm text-slate-600">
                    {t('outcomes.for', {
                      blueprint: report.blueprint.name,
                      start: listDate(report.term.startsOn),
                      end: listDate(report.term.endsOn),
                    })}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-3 text-sm">
                  <DueLine report={report} />
                  <OutcomeStatusBadge status={report.status} />
                </div>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function OutcomeReportPage({ id }: { id: string }) {
  const { t, listDate } = useI18n();
  const list = useOutcomeReports();
  const store = useStoreReport();
  const report = list.data?.items.find((item) => item.id === id);
  const back = (
    <AppLink to={paths.outcomeReports()} className="inline-flex items-center gap-1.5 hover:underline">
      <ArrowLeftIcon className="size-4" />
      {t('outcomes.back')}
    </AppLink>
  );

  if (list.error && !list.data) return <LoadError error={list.error} onRetry={() => void list.mutate()} what={t('outcomes.what')} />;
  if (!list.data) return <ListSkeleton label={t('outcomes.loading')} />;
  if (!report) {
    return (
      <>
        <PageHeader title={t('outcomes.notFound.title')} eyebrow={back} />
        <EmptyState icon={<ChecklistIcon className="size-6" />} title={t('outcomes.notFound.title')}>
          {t('outcomes.notFound.text')}
        </EmptyState>
      </>
    );
  }
  const editable = EDITABLE_OUTCOME_STATUSES.includes(report.status);
  return (
    <>
      <PageHeader
        eyebrow={back}
        title={report.term.name}
        description={t('outcomes.for', {
          blueprint: report.blueprint.name,
          start: listDate(report.term.startsOn),
          end: listDate(report.term.endsOn),
        })}
        actions={
          <div className="flex items-center gap-3 text-sm">
            <DueLine report={report} />
            <OutcomeStatusBadge status={report.status} />
          </div>
        }
      />
      {report.staffComment && (
        <Alert
          tone={report.status === 'Changes requested' ? 'error' : 'info'}
          title={report.status === 'Changes requested' ? t('outcomes.changesRequested') : t('outcomes.staffComment')}
          className="mb-5"
        >
          <span className="whitespace-pre-line">{report.staffComment}</span>
        </Alert>
      )}
      <section className="card rounded-xl p-5 sm:p-6">
        {editable ? (
          // Keyed by the report, so another report's form starts from its own values.
          <ReportForm
            key={report.id}
            report={report}
            // Once submitted, the stored report is read-only: this screen shows what was sent.
            onSaved={(saved) => store(saved)}
          />
        ) : (
          <>
            <Alert tone={report.status === 'Accepted' ? 'success' : 'info'} className="mb-5">
              {report.status === 'Submitted' ? t('outcomes.submitted') : t('outcomes.readOnly', { status: t(`outcomes.status.${report.status}`) })}
            </Alert>
            <ReportView report={report} />
          </>
        )}
      </section>
    </>
  );
}

/** /outcome-reports and /outcome-reports/:id, inside the route table's nest (paths relative to it). */
export function OutcomeReportScreens() {
  return (
    <Switch>
      <Route path="/">
        <OutcomeReportsPage />
      </Route>
      <Route path="/:id">{({ id }) => <OutcomeReportPage id={id} />}</Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

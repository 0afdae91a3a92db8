// The quote as a document: laid out for paper (print CSS keeps only the document), with Print and a
// PDF download of the same facts. ?revision= shows an earlier revision, which stays readable.
import '@client/i18n/en/blueprints';
import { useSearchParams } from 'wouter';
import { approvalRecordingOf } from '@contract/blueprints';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { Button, buttonClasses } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { ArrowLeftIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { LogoMark } from '@client/ui/logo';
import { PageHeader } from '@client/ui/page-header';
import { LoadingPanel } from '@client/ui/spinner';
import { useBlueprint } from './api';
import { BlueprintNotFound } from './blueprint-page';
import { LinesTable } from './components/overview-panels';
import { PdfButton } from './components/quote-panel';

export function QuotePage({ id }: { id: string }) {
  const { t, money, detailDate } = useI18n();
  const [params] = useSearchParams();
  const blueprint = useBlueprint(id);
  const b = blueprint.data;
  const back = (
    <AppLink to={paths.blueprint(id)} className="inline-flex items-center gap-1.5 hover:underline">
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {t('blueprint.print.back')}
    </AppLink>
  );
  if (!b && isApiError(blueprint.error) && blueprint.error.status === 404) return <BlueprintNotFound />;
  if (!b) {
    return (
      <>
        <PageHeader eyebrow={back} title={t('blueprint.print.title')} />
        {blueprint.error ? (
          <LoadError what={t('blueprint.what')} error={blueprint.error} onRetry={() => void blueprint.mutate()} />
        ) : (
          <LoadingPanel label={t('blueprint.loading')} />
        )}
      </>
    );
  }
  const asked = Number(params.get('revision'));
  const revision = params.get('revision') ? b.revisions.find((r) => r.revision === asked) : b.revisions[0];
  if (!revision) {
    return (
      <>
        <PageHeader eyebrow={back} title={t('blueprint.print.title')} />
        <Alert tone="error">{t('blueprint.print.notFound')}</Alert>
      </>
    );
  }

  const recorded = approvalRecordingOf(b, revision.revision);

  return (
    <>
      <div className="print:hidden">
        <PageHeader
          eyebrow={back}
          title={t('blueprint.print.title')}
          actions={
            <>
              <Button onClick={() => window.print()}>{t('blueprint.print.print')}</Button>
              <PdfButton blueprintId={b.id} revision={revision.revision} />
            </>
          }
        />
      </div>
      <article className="print-document mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-sm sm:p-10">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
              <LogoMark className="size-6" />
              {t('blueprint.print.product')}
            </p>
            <h2 className="mt-3 text-2xl font-bold">{t('blueprint.print.heading', { name: b.preparedFor })}</h2>
            <p className="mt-1 text-slate-600">{b.district.name}</p>
          </div>
          {revision.expired && <Badge tone="danger">{t('blueprint.print.expired', { date: detailDate(revision.validUntil) })}</Badge>}
        </header>
        <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-600">{t('blueprint.print.applicationId')}</dt>
            <dd className="font-medium">{t('blueprint.print.number', { number: String(b.application.applicationNumber) })}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('blueprint.quote.revision')}</dt>
            <dd className="font-medium">{revision.revision}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('blueprint.quote.issuedOn')}</dt>
            <dd className="font-medium">{detailDate(revision.issuedOn)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('blueprint.quote.validUntil')}</dt>
            <dd className="font-medium">{detailDate(revision.validUntil)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-slate-600">{t('blueprint.fundingPartner')}</dt>
            <dd className="font-medium">{b.fundingPartner ?? t('blueprint.none')}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-slate-600">{t('blueprint.quote.amount')}</dt>
            <dd className="text-lg font-bold tabular-nums">{money(revision.amountCents)}</dd>
          </div>
        </dl>
        <div className="mt-8">
          <LinesTable
            lines={revision.lines}
            totalProgramCostCents={revision.totalProgramCostCents}
            directCostToDistrictCents={revision.directCostToDistrictCents}
            caption={t('blueprint.lines.title')}
          />
        </div>
        <footer className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-600">
          <p>{t('blueprint.print.lockNote', { date: detailDate(revision.validUntil) })}</p>
          <p className="mt-1">
            {revision.approvedAt && revision.approvedBy
              ? recorded
                ? t('blueprint.print.approvedOnBehalf', { name: revision.approvedBy.name, date: detailDate(revision.approvedAt), ...recorded })
                : t('blueprint.print.approved', { name: revision.approvedBy.name, date: detailDate(revision.approvedAt) })
              : t('blueprint.print.notApproved')}
          </p>
        </footer>
      </article>
      {/* Keeps the link to the list reachable below the document on screen. */}
      <p className="mt-6 text-center print:hidden">
        <AppLink to={paths.blueprints()} className={buttonClasses('ghost', 'sm')}>
          {t('blueprints.title')}
        </AppLink>
      </p>
    </>
  );
}

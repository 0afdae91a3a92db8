// The quote: amount, issued on, valid until (6 months on), Expired once that day has passed; the
// print view and the PDF; and the earlier revisions, each still readable.
import '@client/i18n/en/blueprints';
import { useState } from 'react';
import type { BlueprintDetail } from '@contract/blueprints';
import { paths } from '@client/app/paths';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { Button, buttonClasses } from '@client/ui/button';
import { FieldList, FieldRow, Panel } from '@client/ui/detail-panel';
import { DocumentIcon, DownloadIcon } from '@client/ui/icons';
import { downloadQuotePdf } from '../api';

export function PdfButton({ blueprintId, revision }: { blueprintId: string; revision?: number }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadQuotePdf(blueprintId, revision);
    } catch (cause) {
      setError(isApiError(cause) ? translateMessage(t, cause.message) : t('blueprint.quote.pdfFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col">
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void download()}>
        {!busy && <DownloadIcon className="size-4" />}
        {t('blueprint.quote.pdf')}
      </Button>
      {error && (
        <span role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}

export function QuotePanel({ blueprint: b }: { blueprint: BlueprintDetail }) {
  const { t, money, detailDate, listDate } = useI18n();
  const quote = b.quote;
  const earlier = b.revisions.slice(1);
  return (
    <Panel
      title={t('blueprint.quote.title')}
      actions={
        quote ? (
          <>
            <AppLink to={paths.blueprintQuote(b.id)} className={buttonClasses('secondary', 'sm')}>
              <DocumentIcon className="size-4" />
              {t('blueprint.quote.print')}
            </AppLink>
            <PdfButton blueprintId={b.id} />
          </>
        ) : undefined
      }
    >
      {!quote ? (
        <p className="mt-3 text-sm text-slate-500">{t('blueprint.quote.none')}</p>
      ) : (
        <>
          <FieldList>
            <FieldRow label={t('blueprint.quote.amount')}>
              <span className="text-lg font-semibold tabular-nums">{money(quote.amountCents)}</span>
            </FieldRow>
            <FieldRow label={t('blueprint.lines.direct')}>{money(b.directCostToDistrictCents)}</FieldRow>
            <FieldRow label={t('blueprint.quote.revision')}>{String(quote.revision)}</FieldRow>
            <FieldRow label={t('blueprint.quote.issuedOn')}>{detailDate(quote.issuedOn)}</FieldRow>
            <FieldRow label={t('blueprint.quote.validUntil')}>
              <span className="inline-flex flex-wrap items-center gap-2">
                {detailDate(quote.validUntil)}
                {quote.expired ? (
                  <Badge tone="danger">{t('blueprints.quote.expired')}</Badge>
                ) : (
                  <Badge tone="success">{t('blueprint.quote.valid')}</Badge>
                )}
              </span>
            </FieldRow>
          </FieldList>
          <p className="mt-3 text-sm text-slate-600">{quote.expired ? t('blueprint.quote.expiredNote') : t('blueprint.quote.lock')}</p>
          {earlier.length > 0 && (
            <div className="mt-4 border-t border-slate-200 pt-3">
              <h3 className="text-sm font-semibold text-slate-900">{t('blueprint.quote.revisions')}</h3>
              <ul className="mt-2 space-y-1 text-sm">
                {earlier.map((revision) => (
                  <li key={revision.revision}>
                    <AppLink to={paths.blueprintQuote(b.id, revision.revision)} className="text-primary-700 hover:underline">
                      {t('blueprint.quote.revisionLine', {
                        revision: String(revision.revision),
                        amount: money(revision.amountCents),
                        date: listDate(revision.issuedOn),
                      })}
                    </AppLink>
                    {revision.approvedAt && (
                      <span className="text-slate-500"> · {t('blueprint.quote.approvedOn', { date: listDate(revision.approvedAt) })}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}

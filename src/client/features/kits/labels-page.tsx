// A label sheet per project (?project=) or per school (?school=): a QR code and the code in text for
// every active kit, laid out for a common label stock. Print CSS keeps only the sheets and places
// the grid on the stock; the QR encoder is loaded with this screen only (qr.ts). The QR code holds
// the kit page's address (<origin>/kits/<code>); the text under it stays the bare code.
import '@client/i18n/en/kits';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { KitIdentity } from '@contract/kits';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { ArrowLeftIcon, CubeIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { SelectField } from '@client/ui/select-field';
import { LoadingPanel } from '@client/ui/spinner';
import { useKitCodes } from './api';
import { LABEL_STOCKS, printCss, sheetsOf, stockById } from './label-stock';
import { kitPageAddress, qrDataUrl } from './qr';

function KitLabel({ kit }: { kit: KitIdentity }) {
  const { t } = useI18n();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The QR code holds the kit page's address, so a phone's own camera app opens it; the count
    // session and the code fields read that address as the code (kitCodeFromScan).
    void qrDataUrl(kitPageAddress(window.location.origin, kit.code)).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [kit.code]);
  return (
    <li className="kit-label flex items-center gap-2 overflow-hidden rounded-md border border-dashed border-slate-300 bg-white p-1.5 text-slate-900 print:rounded-none print:border-0">
      {src ? (
        <img src={src} alt={t('kits.labels.qrAlt', { code: kit.code })} className="aspect-square h-full max-h-24 shrink-0" />
      ) : (
        <span className="aspect-square h-full max-h-24 shrink-0 bg-slate-100" />
      )}
      <span className="min-w-0">
        <span className="block font-mono text-sm font-bold tracking-wide" data-kit-code>
          {kit.code}
        </span>
        <span className="block truncate text-[0.65rem] leading-tight text-slate-600">{kit.project.name}</span>
        <span className="block truncate text-[0.65rem] leading-tight text-slate-600">{kit.school.name}</span>
      </span>
    </li>
  );
}

export function LabelsPage() {
  const { t, tp } = useI18n();
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project') ?? undefined;
  const schoolId = params.get('school') ?? undefined;
  const stock = stockById(params.get('stock'));
  const codes = useKitCodes(projectId ? { projectId } : schoolId ? { schoolId } : null);
  const kits = codes.data?.items ?? [];
  const first = kits[0];
  const back = (
    <AppLink to={projectId ? paths.project(projectId) : paths.counts()} className="inline-flex items-center gap-1.5 hover:underline">
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {projectId ? t('kits.labels.back') : t('kits.session.back')}
    </AppLink>
  );
  const description = first
    ? projectId
      ? t('kits.labels.forProject', { project: first.project.name, school: first.school.name })
      : t('kits.labels.forSchool', { school: first.school.name })
    : t('kits.labels.description');
  const sheets = sheetsOf(kits, stock);

  return (
    <>
      <style>{printCss(stock)}</style>
      <div className="print:hidden">
        <PageHeader
          eyebrow={back}
          title={t('kits.labels.title')}
          description={description}
          actions={
            <Button onClick={() => window.print()} disabled={kits.length === 0}>
              {t('kits.labels.print')}
            </Button>
          }
        />
        <div className="mb-6 flex flex-wrap items-end gap-4">
          <SelectField
            label={t('kits.labels.stock')}
            value={stock.id}
            onChange={(event) => setParams((prev) => ({ ...Object.fromEntries(prev), stock: event.target.value }), { replace: true })}
            className="w-full sm:w-80"
          >
            {LABEL_STOCKS.map((option) => (
              <option key={option.id} value={option.id}>
                {t(`kits.labels.stock.${option.id}`)}
              </option>
            ))}
          </SelectField>
          {kits.length > 0 && <p className="text-sm text-slate-600">{tp('kits.labels.sheets', sheets.length, { labels: kits.length })}</p>}
        </div>
      </div>
      {codes.error ? (
        <LoadError what={t('kits.labels.what')} error={codes.error} onRetry={() => void codes.mutate()} />
      ) : !codes.data ? (
        <LoadingPanel label={t('kits.labels.loading')} />
      ) : kits.length === 0 ? (
        <EmptyState icon={<CubeIcon className="size-6" />} title={t('kits.labels.none')}>
          {t('kits.labels.noneText')}
        </EmptyState>
      ) : (
        <div className="print-document space-y-6 print:space-y-0">
          {sheets.map((sheet, index) => (
            <ul
              key={index}
              className="label-sheet grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3 print:break-after-page [&>li]:h-24 print:[&>li]:h-auto"
            >
              {sheet.map((kit) => (
                <KitLabel key={kit.code} kit={kit} />
              ))}
            </ul>
          ))}
        </div>
      )}
    </>
  );
}

// The blueprints list: prepared for, stage, approval badge, schools, total program cost and quote
// validity (MM/DD/YYYY, or Expired). A table from the md breakpoint up, one card per blueprint on a phone.
import '@client/i18n/en/blueprints';
import type { BlueprintSummary } from '@contract/blueprints';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { Table, type TableColumn } from '@client/ui/table';
import { ApprovalBadge, StageBadge } from './badges';

const linkClass = 'font-semibold text-primary-700 hover:text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600';

function QuoteValidity({ quote }: { quote: BlueprintSummary['quote'] }) {
  const { t, listDate } = useI18n();
  if (!quote) return <span className="text-slate-500">{t('blueprints.quote.none')}</span>;
  if (quote.expired) {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Badge tone="danger">{t('blueprints.quote.expired')}</Badge>
        <span className="text-slate-500 tabular-nums">{listDate(quote.validUntil)}</span>
      </span>
    );
  }
  return <span className="tabular-nums">{listDate(quote.validUntil)}</span>;
}

function Schools({ blueprint }: { blueprint: BlueprintSummary }) {
  const { t, number } = useI18n();
  const [first, second, ...rest] = blueprint.schools;
  if (!first) return <span className="text-slate-500">—</span>;
  return (
    <span>
      {[first, second]
        .filter(Boolean)
        .map((school) => school!.name)
        .join(', ')}
      {rest.length > 0 && <span className="text-slate-500"> {t('blueprints.moreSchools', { count: number(rest.length) })}</span>}
    </span>
  );
}

export function BlueprintsTable({ items }: { items: BlueprintSummary[] }) {
  const { t, money } = useI18n();
  const subtitle = (b: BlueprintSummary) => t('blueprints.numberAndDistrict', { number: String(b.applicationNumber), district: b.district.name });
  const columns: TableColumn<BlueprintSummary>[] = [
    {
      id: 'preparedFor',
      header: t('blueprints.field.preparedFor'),
      cell: (blueprint) => (
        <>
          <AppLink to={paths.blueprint(blueprint.id)} className={linkClass}>
            {blueprint.preparedFor}
          </AppLink>
          <span className="block text-xs text-slate-500">{subtitle(blueprint)}</span>
        </>
      ),
    },
    { id: 'stage', header: t('blueprints.field.stage'), cell: (blueprint) => <StageBadge stage={blueprint.stage} /> },
    { id: 'approval', header: t('blueprints.field.approval'), cell: (blueprint) => <ApprovalBadge approval={blueprint.approval} /> },
    { id: 'schools', header: t('blueprints.field.schools'), cellClassName: 'max-w-56', cell: (blueprint) => <Schools blueprint={blueprint} /> },
    {
      id: 'total',
      header: t('blueprints.field.total'),
      align: 'end',
      cellClassName: 'tabular-nums',
      cell: (blueprint) => money(blueprint.totalProgramCostCents),
    },
    { id: 'quote', header: t('blueprints.field.quote'), cell: (blueprint) => <QuoteValidity quote={blueprint.quote} /> },
  ];
  return (
    <Table
      caption={t('blueprints.title')}
      columns={columns}
      rows={items}
      rowKey={(blueprint) => blueprint.id}
      cards={{
        from: 'md',
        card: (blueprint) => (
          <>
            <AppLink to={paths.blueprint(blueprint.id)} className={linkClass}>
              {blueprint.preparedFor}
            </AppLink>
            <p className="mt-0.5 text-xs text-slate-500">{subtitle(blueprint)}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <StageBadge stage={blueprint.stage} />
              <ApprovalBadge approval={blueprint.approval} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-600">{t('blueprints.field.schools')}</dt>
              <dd>
                <Schools blueprint={blueprint} />
              </dd>
              <dt className="text-slate-600">{t('blueprints.field.total')}</dt>
              <dd className="tabular-nums">{money(blueprint.totalProgramCostCents)}</dd>
              <dt className="text-slate-600">{t('blueprints.field.quote')}</dt>
              <dd>
                <QuoteValidity quote={blueprint.quote} />
              </dd>
            </dl>
          </>
        ),
      }}
    />
  );
}

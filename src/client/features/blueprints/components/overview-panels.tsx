// The blueprint's facts: overview (prepared for, stage, contacts, funding), participants, the
// participating schools with their facts, and the resources included with their totals.
import '@client/i18n/en/blueprints';
import type { BlueprintDetail, BlueprintSchool, Range } from '@contract/blueprints';
import { paths } from '@client/app/paths';
import { schoolFacts } from '@client/i18n/programme-labels';
import { useI18n } from '@client/i18n/use-i18n';
import { useCan } from '@client/lib/use-can';
import { AppLink } from '@client/ui/app-link';
import { FieldList, FieldRow, Panel } from '@client/ui/detail-panel';
import { LoadError } from '@client/ui/load-state';
import { Skeleton } from '@client/ui/skeleton';
import { ApprovalBadge, StageBadge } from './badges';

function useRangeText() {
  const { t, number } = useI18n();
  return (r: Range | null) => (r ? t('blueprint.range', { min: number(r.min), max: number(r.max) }) : t('blueprint.notForecast'));
}

export function OverviewPanel({ blueprint: b }: { blueprint: BlueprintDetail }) {
  const { t, detailDate } = useI18n();
  const range = useRangeText();
  // Staff read the application in their console (status, notes, funding), the district in its own.
  const staffView = useCan('staff:applications');
  const none = <span className="text-slate-500">{t('blueprint.none')}</span>;
  return (
    <Panel title={t('blueprint.overview')}>
      <FieldList>
        <FieldRow label={t('blueprints.field.preparedFor')}>{b.preparedFor}</FieldRow>
        <FieldRow label={t('blueprints.field.stage')}>
          <span className="inline-flex flex-wrap gap-2">
            <StageBadge stage={b.stage} />
            <ApprovalBadge approval={b.approval} />
          </span>
        </FieldRow>
        <FieldRow label={t('blueprint.application')}>
          <AppLink
            to={staffView ? paths.staffApplication(b.application.id) : paths.application(b.application.id)}
            className="font-medium text-primary-700 hover:underline"
          >
            {t('blueprint.applicationLink', { number: String(b.application.applicationNumber) })}
          </AppLink>
          <span className="text-slate-600"> · {b.application.applicantName}</span>
        </FieldRow>
        <FieldRow label={t('blueprints.field.district')}>{b.district.name}</FieldRow>
        <FieldRow label={t('blueprint.primaryContact')}>
          {b.primaryContact ? (
            <>
              {b.primaryContact.name}
              <a href={`mailto:${b.primaryContact.email}`} className="block text-primary-700 hover:underline">
                {b.primaryContact.email}
              </a>
            </>
          ) : (
            none
          )}
        </FieldRow>
        <FieldRow label={t('blueprint.fundingPartner')}>{b.fundingPartner ?? none}</FieldRow>
        <FieldRow label={t('blueprint.fullyFunded')}>{b.fullyFunded ? t('blueprint.yes') : t('blueprint.no')}</FieldRow>
        <FieldRow label={t('blueprint.approvedBy')}>
          {b.approvedBy && b.approvedAt ? (
            b.approvalRecordedBy && b.approvalReason ? (
              t('blueprint.approvedOnBehalf', {
                name: b.approvedBy.name,
                date: detailDate(b.approvedAt),
                staff: b.approvalRecordedBy.name,
                reason: b.approvalReason,
              })
            ) : (
              t('blueprint.approvedByOn', { name: b.approvedBy.name, date: detailDate(b.approvedAt) })
            )
          ) : (
            <span className="text-slate-500">{t('blueprint.notApproved')}</span>
          )}
        </FieldRow>
        <FieldRow label={t('blueprint.students')}>{range(b.students)}</FieldRow>
        <FieldRow label={t('blueprint.educators')}>{range(b.educators)}</FieldRow>
      </FieldList>
    </Panel>
  );
}

export function SchoolsPanel({ schools, error, onRetry }: { schools: BlueprintSchool[] | undefined; error: unknown; onRetry: () => void }) {
  const { t, number } = useI18n();
  return (
    <Panel title={t('blueprint.schools.title')}>
      {!schools && error ? (
        <div className="mt-4">
          <LoadError what={t('blueprint.schools.title')} error={error} onRetry={onRetry} />
        </div>
      ) : !schools ? (
        <div className="mt-4 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : schools.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('blueprint.schools.none')}</p>
      ) : (
        // Not ui/table: part of the blueprint's document, borderless inside its panel like the quote's lines.
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('blueprint.schools.title')}</caption>
            <thead className="text-slate-600">
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('blueprint.schools.name')}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('blueprint.schools.titleI')}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t('blueprint.schools.enrollment')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('blueprint.schools.disadvantaged')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {schools.map((school) => {
                const facts = schoolFacts(school, t, number);
                return (
                  <tr key={school.id}>
                    <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-900">
                      {school.name}
                    </th>
                    <td className="py-2 pe-3">{facts.titleI}</td>
                    <td className="py-2 pe-3 text-end tabular-nums">{facts.enrollment}</td>
                    <td className="py-2 text-end tabular-nums">{facts.disadvantaged}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

interface LinesTableProps {
  lines: { name: string; quantity: number; unitCostCents: number; totalCents: number }[];
  totalProgramCostCents: number;
  directCostToDistrictCents: number;
  caption: string;
}

/** Resource lines with their totals; also the print view's table. */
export function LinesTable({ lines, totalProgramCostCents, directCostToDistrictCents, caption }: LinesTableProps) {
  const { t, money, number } = useI18n();
  const linesTotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-600">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('blueprint.lines.resource')}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-medium">
              {t('blueprint.lines.quantity')}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-medium">
              {t('blueprint.lines.unitCost')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('blueprint.lines.total')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {lines.map((line) => (
            <tr key={line.name}>
              <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-900">
                {line.name}
              </th>
              <td className="py-2 pe-3 text-end tabular-nums">{number(line.quantity)}</td>
              <td className="py-2 pe-3 text-end tabular-nums">{money(line.unitCostCents)}</td>
              <td className="py-2 text-end tabular-nums">{money(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300">
          <tr>
            <th scope="row" colSpan={3} className="pt-3 pe-3 text-end font-medium text-slate-600">
              {t('blueprint.lines.linesTotal')}
            </th>
            <td className="pt-3 text-end tabular-nums">{money(linesTotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="pt-1 pe-3 text-end font-semibold text-slate-900">
              {t('blueprint.lines.programTotal')}
            </th>
            <td className="pt-1 text-end font-semibold tabular-nums">{money(totalProgramCostCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="pt-1 pe-3 text-end font-semibold text-slate-900">
              {t('blueprint.lines.direct')}
            </th>
            <td className="pt-1 text-end font-semibold tabular-nums">{money(directCostToDistrictCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function LinesPanel({ blueprint: b }: { blueprint: BlueprintDetail }) {
  const { t } = useI18n();
  return (
    <Panel title={t('blueprint.lines.title')}>
      {b.lines.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('blueprint.lines.none')}</p>
      ) : (
        <div className="mt-3">
          <LinesTable
            lines={b.lines}
            totalProgramCostCents={b.totalProgramCostCents}
            directCostToDistrictCents={b.directCostToDistrictCents}
            caption={t('blueprint.lines.title')}
          />
        </div>
      )}
    </Panel>
  );
}

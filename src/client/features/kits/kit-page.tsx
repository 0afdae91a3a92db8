// A kit's own page (/kits/:code), the address its label's QR code holds, so a phone's own camera
// opens it: the big code, its project and school, where it is (a badge a person reads from across a
// room), its condition, last count and history newest first.
import type { ReactNode } from 'react';
import type { KitHistoryEntry, KitHistoryKind, KitPage as KitPageData } from '@contract/kit-page';
import '@client/i18n/en/kit-page';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime, localDay } from '@client/lib/dates';
import { isApiError } from '@client/lib/http';
import { AppLink } from '@client/ui/app-link';
import { Badge, type BadgeTone } from '@client/ui/badge';
import { EmptyState } from '@client/ui/empty-state';
import { AlertIcon, CheckIcon, ClockIcon, CubeIcon, FlagIcon, SearchIcon, TruckIcon, UsersIcon } from '@client/ui/icons';
import { LoadError, StaleDataNotice } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { useCan } from '@client/lib/use-can';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { useKitPage } from './api';
import { ConditionReportButton } from './condition-report-dialog';
import { KitActionsSlot } from './kit-actions-slot';

const HISTORY_ICONS: Record<KitHistoryKind, typeof CubeIcon> = {
  labelled: FlagIcon,
  delivered: TruckIcon,
  'checked-out': UsersIcon,
  returned: CheckIcon,
  counted: SearchIcon,
  'condition-reported': AlertIcon,
  repaired: CheckIcon,
  'written-off': AlertIcon,
  'replacement-sent': TruckIcon,
  retired: ClockIcon,
};

function LocationBadge({ kit }: { kit: KitPageData }) {
  const { t, detailDate } = useI18n();
  let tone: BadgeTone = 'success';
  let text = t('kitPage.location.on-shelf');
  if (kit.location === 'with-class' && kit.checkout) {
    const name = kit.checkout.name ?? kit.checkout.orderNumber;
    tone = kit.checkout.overdue ? 'danger' : 'primary';
    text = kit.checkout.returnDate
      ? t(kit.checkout.overdue ? 'kitPage.location.overdue' : 'kitPage.location.withClassUntil', { name, date: detailDate(kit.checkout.returnDate) })
      : t('kitPage.location.withClass', { name });
  } else if (kit.location === 'in-transit') {
    tone = 'violet';
    text = t('kitPage.location.in-transit');
  } else if (kit.location === 'retired') {
    tone = 'neutral';
    text = t('kitPage.location.retired');
  }
  return (
    <span data-kit-location={kit.location} className="inline-block text-base">
      <Badge tone={tone} className="px-3 py-1 text-sm">
        {text}
      </Badge>
    </span>
  );
}

function HistoryItem({ entry }: { entry: KitHistoryEntry }) {
  const { t, tp, detailDate } = useI18n();
  const Icon = HISTORY_ICONS[entry.kind];
  const details = [
    entry.order ? t('kitPage.history.order', { number: entry.order.number, name: entry.order.name ?? '' }).replace(/ · $/, '') : null,
    entry.condition ? t(`kitPage.condition.${entry.condition}`) : null,
    entry.note,
    entry.photoIds.length > 0 ? tp('kitPage.history.photos', entry.photoIds.length) : null,
    entry.by ? t('kitPage.history.by', { who: entry.by }) : null,
  ].filter(Boolean);
  return (
    <li className="flex gap-3 py-3" data-history-kind={entry.kind}>
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600" aria-hidden="true">
        <Icon className="size-4" />
      </span>
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{t(`kitPage.history.${entry.kind}`)}</p>
        <p className="text-sm text-slate-600">
          <time dateTime={entry.at}>{`${detailDate(localDay(entry.at))} ${formatTime(entry.at)}`}</time>
        </p>
        {details.length > 0 && <p className="mt-0.5 text-sm break-words text-slate-700">{details.join(' · ')}</p>}
      </div>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function KitDetails({ kit, onReported }: { kit: KitPageData; onReported: () => void }) {
  const { t, detailDate } = useI18n();
  // Districts report their kits' condition; staff settle kit issues from their own screen.
  const canReport = useCan('district:act') && kit.status !== 'retired';
  return (
    <div className="space-y-6">
      <section aria-labelledby="kit-code" className="card rounded-xl p-5">
        <p id="kit-code" className="font-mono text-4xl font-bold tracking-wider text-slate-900 sm:text-5xl" data-kit-code>
          {kit.code}
        </p>
        <p className="mt-2 text-slate-700">
          <AppLink to={paths.project(kit.project.id)} className="font-medium text-primary-700 underline-offset-2 hover:underline">
            {kit.project.name}
          </AppLink>
          {t('kitPage.separator')}
          {kit.school.name}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <LocationBadge kit={kit} />
          {kit.checkout && (
            <AppLink
              to={paths.orders({ project: kit.project.id, order: kit.checkout.orderId })}
              className="text-sm font-medium text-primary-700 underline"
            >
              {t('kitPage.openOrder', { number: kit.checkout.orderNumber })}
            </AppLink>
          )}
        </div>
        <dl className="mt-5 grid gap-4 sm:grid-cols-3">
          <Fact label={t('kitPage.condition')}>
            <span data-kit-condition={kit.condition}>{t(`kitPage.condition.${kit.condition}`)}</span>
          </Fact>
          <Fact label={t('kitPage.lastCounted')}>{kit.lastCountedAt ? detailDate(localDay(kit.lastCountedAt)) : t('kitPage.neverCounted')}</Fact>
          <Fact label={t('kitPage.labelled')}>{detailDate(localDay(kit.labelledAt))}</Fact>
        </dl>
        <div className="mt-5">
          <KitActionsSlot>{canReport && <ConditionReportButton code={kit.code} projectId={kit.project.id} onSettled={onReported} />}</KitActionsSlot>
        </div>
      </section>
      <section aria-labelledby="kit-history" className="card rounded-xl p-5">
        <h2 id="kit-history" className="text-lg font-semibold text-slate-900">
          {t('kitPage.history')}
        </h2>
        {kit.history.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('kitPage.history.none')}</p>
        ) : (
          <ol className="mt-2 divide-y divide-slate-100" aria-label={t('kitPage.history')}>
            {kit.history.map((entry, index) => (
              <HistoryItem key={`${entry.kind}-${entry.at}-${index}`} entry={entry} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export function KitPage({ code }: { code: string }) {
  const { t } = useI18n();
  const kit = useKitPage(code);
  const notFound = isApiError(kit.error) && (kit.error.status === 404 || kit.error.status === 400);
  return (
    <>
      <PageHeader eyebrow={t('kitPage.eyebrow')} title={kit.data ? t('kitPage.title', { code: kit.data.code }) : t('kitPage.titleLoading')} />
      {kit.data ? (
        <>
          <StaleDataNotice error={kit.error} onRetry={() => void kit.mutate()} />
          <KitDetails kit={kit.data} onReported={() => void kit.mutate()} />
        </>
      ) : notFound ? (
        <EmptyState icon={<CubeIcon className="size-6" />} title={t('kitPage.notFound')}>
          {t('kitPage.notFoundText', { code })}
        </EmptyState>
      ) : kit.error ? (
        <LoadError what={t('kitPage.what')} error={kit.error} onRetry={() => void kit.mutate()} />
      ) : (
        <SkeletonGroup label={t('kitPage.loading')} className="card space-y-4 rounded-xl p-5">
          <Skeleton className="h-12 w-64" />
          <Skeleton className="h-5 w-80" />
          <Skeleton className="h-8 w-48" />
        </SkeletonGroup>
      )}
    </>
  );
}

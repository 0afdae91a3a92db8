// Kit issues (programme staff, `staff:kit-orders`): the damaged, needs-parts and lost kits of the
// staff member's districts, newest first, with their photos (a click enlarges one), filtered by
// condition and district, paged. Each is settled by one of three confirmed actions: a replacement
// order, repaired, or written off; the outcome is said above the list.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, useState } from 'react';
import { ISSUE_CONDITIONS, type IssueCondition } from '@contract/kit-conditions-messages';
import type { KitIssue, KitIssueOutcome } from '@contract/kit-conditions';
import { formatOrderNumber } from '@contract/order-number';
import '@client/i18n/en/kit-conditions';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime, localDay } from '@client/lib/dates';
import { isApiError } from '@client/lib/http';
import { useStaffDistricts } from '@client/lib/staff-lookups';
import { useListParams } from '@client/lib/use-list-params';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { AlertIcon } from '@client/ui/icons';
import { ListStates } from '@client/ui/list-states';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { SelectField } from '@client/ui/select-field';
import { actOnKitIssue, useKitIssues, usePhotoUrl, type KitIssueAction } from './kit-issues-api';

type Feedback = { tone: 'success' | 'error' | 'info'; text: string } | null;

export function StaffKitIssuesPage() {
  const { t } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const asked = params.get('condition') ?? '';
  const condition = (ISSUE_CONDITIONS as readonly string[]).includes(asked) ? (asked as IssueCondition) : undefined;
  const districtId = params.get('district') || undefined;
  const list = useKitIssues({ condition, districtId, limit, offset });
  const districts = useStaffDistricts();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const say = (next: Feedback) => {
    setFeedback(next);
    void list.mutate();
    requestAnimationFrame(() => feedbackRef.current?.focus());
  };
  const outcomeText = (outcome: KitIssueOutcome) =>
    outcome.resolution === 'replaced'
      ? t('kitConditions.issues.done.replaced', { code: outcome.kitCode, order: formatOrderNumber(outcome.replacementOrder!.orderNumber) })
      : t(`kitConditions.issues.done.${outcome.resolution}`, { code: outcome.kitCode });

  return (
    <>
      <PageHeader title={t('kitConditions.issues.title')} description={t('kitConditions.issues.intro')} />
      <div role="search" aria-label={t('kitConditions.issues.filters')} className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_16rem]">
        <SelectField
          label={t('kitConditions.issues.filterCondition')}
          value={condition ?? ''}
          onChange={(event) => {
            setFeedback(null);
            setFilters({ condition: event.target.value || undefined });
          }}
        >
          <option value="">{t('kitConditions.issues.all')}</option>
          {ISSUE_CONDITIONS.map((value) => (
            <option key={value} value={value}>
              {t(`kitConditions.condition.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('kitConditions.issues.filterDistrict')}
          value={districtId ?? ''}
          onChange={(event) => {
            setFeedback(null);
            setFilters({ district: event.target.value || undefined });
          }}
        >
          <option value="">{t('kitConditions.issues.all')}</option>
          {(districts.data?.items ?? []).map((district) => (
            <option key={district.id} value={district.id}>
              {district.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div ref={feedbackRef} tabIndex={-1} className="outline-none" aria-live="polite" data-issue-feedback>
        {feedback && (
          <Alert tone={feedback.tone} className="mb-4">
            {feedback.text}
          </Alert>
        )}
      </div>
      <ListStates
        list={list}
        what={t('kitConditions.issues.what')}
        loadingLabel={t('kitConditions.issues.loading')}
        skeletonRows={3}
        empty={{
          icon: AlertIcon,
          filtered: condition !== undefined || districtId !== undefined,
          title: t('kitConditions.issues.empty'),
          text: t('kitConditions.issues.emptyText'),
          filteredTitle: t('kitConditions.issues.noneFiltered'),
          filteredText: t('kitConditions.issues.noneFilteredText'),
          clearLabel: t('kitConditions.issues.clear'),
          onClear: () => setFilters({ condition: undefined, district: undefined }),
        }}
      >
        {(data) => (
          <>
            <ul className="space-y-4">
              {data.items.map((issue) => (
                <IssueCard
                  key={issue.id}
                  issue={issue}
                  onDone={(outcome) => say({ tone: 'success', text: outcomeText(outcome) })}
                  onFailed={(message) => say({ tone: 'error', text: t('kitConditions.issues.actionFailed', { message }) })}
                />
              ))}
            </ul>
            <Pagination
              className="mt-6"
              label={t('kitConditions.issues.title')}
              total={data.total}
              limit={limit}
              offset={offset}
              onChange={setPaging}
            />
          </>
        )}
      </ListStates>
    </>
  );
}

const TONES: Record<IssueCondition, 'warning' | 'danger' | 'neutral'> = { 'needs-parts': 'warning', damaged: 'danger', lost: 'neutral' };

function IssueCard({
  issue,
  onDone,
  onFailed,
}: {
  issue: KitIssue;
  onDone: (outcome: KitIssueOutcome) => void;
  onFailed: (message: string) => void;
}) {
  const { t, listDate } = useI18n();
  const [asking, setAsking] = useState<KitIssueAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const headingId = `issue-${issue.id}`;
  const date = `${listDate(localDay(issue.madeAt))} ${formatTime(issue.madeAt)}`;
  const vars = { code: issue.kit.code, project: issue.project.name, school: issue.school.name };
  const run = async (action: KitIssueAction) => {
    setBusy(true);
    try {
      onDone(await actOnKitIssue(action, issue.id));
    } catch (error) {
      onFailed(isApiError(error) ? translateMessage(t, error.message) : String(error));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return (
    <li aria-labelledby={headingId} data-issue={issue.kit.code} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="font-mono text-base font-semibold text-slate-900">
            {issue.kit.code}
          </h2>
          <p className="text-sm text-slate-700">
            {issue.project.name} · {issue.school.name} · {issue.district.name}
          </p>
        </div>
        <Badge tone={TONES[issue.condition]}>{t(`kitConditions.condition.${issue.condition}`)}</Badge>
      </div>
      {issue.note && <p className="mt-2 text-sm text-slate-800">“{issue.note}”</p>}
      <p className="mt-1 text-xs text-slate-600">
        {issue.reportedBy
          ? t('kitConditions.issues.reported', { who: issue.reportedBy, date })
          : t('kitConditions.issues.reportedAnonymous', { date })}{' '}
        · {t(`kitConditions.issues.source.${issue.source}`)}
      </p>
      {issue.photos.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {issue.photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => setEnlarged(index)}
                aria-label={t('kitConditions.issues.enlarge', { place: index + 1, code: issue.kit.code })}
                className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                <Thumbnail sha256={photo.id} code={issue.kit.code} className="size-20 rounded-lg border border-slate-200 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-xs text-slate-500">{t('kitConditions.issues.noPhotos')}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setAsking('replace')}>
          {t('kitConditions.issues.replace')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setAsking('repaired')}>
          {t('kitConditions.issues.repaired')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setAsking('write-off')}>
          {t('kitConditions.issues.writeOff')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === 'replace'
            ? t('kitConditions.issues.replace')
            : asking === 'repaired'
              ? t('kitConditions.issues.repaired')
              : t('kitConditions.issues.writeOff')
        }
        confirmLabel={t('kitConditions.issues.confirmYes')}
        cancelLabel={t('kitConditions.issues.close')}
        tone={asking === 'write-off' ? 'danger' : 'primary'}
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && void run(asking)}
      >
        {asking === 'replace'
          ? t('kitConditions.issues.confirm.replace', vars)
          : asking === 'repaired'
            ? t('kitConditions.issues.confirm.repaired', vars)
            : t('kitConditions.issues.confirm.writeOff', vars)}
      </ConfirmDialog>
      {enlarged !== null && issue.photos[enlarged] && (
        <Dialog open onClose={() => setEnlarged(null)} className="fixed inset-0 z-50 flex items-center justify-center p-4">
          <DialogBackdrop className="fixed inset-0 bg-slate-900/70" />
          <DialogPanel className="relative max-h-full max-w-3xl rounded-2xl bg-white p-4 shadow-xl">
            <DialogTitle className="mb-3 text-base font-semibold text-slate-900">
              {t('kitConditions.issues.photoTitle', { code: issue.kit.code })}
            </DialogTitle>
            <Thumbnail sha256={issue.photos[enlarged].id} code={issue.kit.code} className="max-h-[75vh] w-auto rounded-lg" />
            <Button className="mt-3" variant="secondary" onClick={() => setEnlarged(null)}>
              {t('kitConditions.issues.close')}
            </Button>
          </DialogPanel>
        </Dialog>
      )}
    </li>
  );
}

function Thumbnail({ sha256, code, className }: { sha256: string; code: string; className: string }) {
  const { t } = useI18n();
  const url = usePhotoUrl(sha256);
  if (!url) return <span className={`${className} block animate-pulse bg-slate-100`} aria-hidden="true" />;
  return <img src={url} alt={t('kitConditions.issues.photoTitle', { code })} className={className} />;
}

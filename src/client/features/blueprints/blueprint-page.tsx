// Blueprint details (spec §3 "Blueprint"): overview, participating schools, resources included,
// impact forecast, quote, implementation contact and comments; Approve for the applicant and the
// district office, and the builder's actions for programme staff. Another district's blueprint
// answers 404 and is shown as not found.
import '@client/i18n/en/blueprints';
import { useState } from 'react';
import { can, mayDecideBlueprint } from '@contract/permissions';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { useSession } from '@client/lib/use-session';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { buttonClasses } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { ArrowLeftIcon, MapIcon } from '@client/ui/icons';
import { LoadError, StaleDataNotice } from '@client/ui/load-state';
import { PresenceBanner } from '@client/app/presence/presence-banner';
import { PageHeader } from '@client/ui/page-header';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { useBlueprint, useBlueprintImpact, useBlueprintSchools } from './api';
import { ApprovalBadge, StageBadge } from './components/badges';
import { BlueprintActions } from './components/blueprint-actions';
import { CommentsPanel } from './components/comments-panel';
import { ImpactPanel } from './components/impact-panel';
import { ImplementerPanel } from './components/implementer-panel';
import { LinesPanel, OverviewPanel, SchoolsPanel } from './components/overview-panels';
import { QuotePanel } from './components/quote-panel';
import { isReadOnlyBlueprint, SetAsideNotice } from './components/set-aside-notice';

export function BackToBlueprints() {
  const { t } = useI18n();
  return (
    <AppLink to={paths.blueprints()} className="inline-flex items-center gap-1.5 hover:underline">
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {t('blueprints.title')}
    </AppLink>
  );
}

export function BlueprintNotFound() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader eyebrow={<BackToBlueprints />} title={t('blueprint.notFound.title')} />
      <EmptyState
        icon={<MapIcon className="size-6" />}
        title={t('blueprint.notFound.text')}
        action={
          <AppLink to={paths.blueprints()} className={buttonClasses('secondary')}>
            {t('blueprint.notFound.back')}
          </AppLink>
        }
      />
    </>
  );
}

export function BlueprintPage({ id }: { id: string }) {
  const { t } = useI18n();
  const { user } = useSession();
  const blueprint = useBlueprint(id);
  const b = blueprint.data;
  const schools = useBlueprintSchools(id);
  const impact = useBlueprintImpact(id, b?.version);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (!b && isApiError(blueprint.error) && blueprint.error.status === 404) return <BlueprintNotFound />;
  if (!b && blueprint.error) {
    return (
      <>
        <PageHeader eyebrow={<BackToBlueprints />} title={t('blueprint.heading')} />
        <LoadError what={t('blueprint.what')} error={blueprint.error} onRetry={() => void blueprint.mutate()} />
      </>
    );
  }
  if (!b || !user) {
    return (
      <>
        <PageHeader eyebrow={<BackToBlueprints />} title={t('blueprint.heading')} />
        <SkeletonGroup label={t('blueprint.loading')} className="grid gap-4 lg:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="rounded-xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="mt-4 h-4 w-2/3" />
              <Skeleton className="mt-2 h-4 w-1/2" />
            </div>
          ))}
        </SkeletonGroup>
      </>
    );
  }

  const roles = user.authority;
  const staff = can(roles, 'staff:blueprints');
  const actor = { id: user.id, roles, districtId: user.district?.id ?? null, currentRole: user.currentRole ?? null };
  const parties = { districtId: b.district.id, applicantId: b.application.applicantId };
  // A set-aside application's blueprint is read-only for everyone until it is reopened.
  const readOnly = isReadOnlyBlueprint(b);
  const mayApprove = !readOnly && mayDecideBlueprint(actor, 'blueprint:approve', parties);
  const mayInvite = !readOnly && mayDecideBlueprint(actor, 'blueprint:invite', parties);
  const done = (text: string) => setNotice({ tone: 'success', text });
  const failed = (text: string) => {
    setNotice({ tone: 'error', text });
    // The refusal may come from a change made elsewhere: show the blueprint as it is now.
    void blueprint.mutate();
  };

  return (
    <>
      <PageHeader
        eyebrow={<BackToBlueprints />}
        title={b.preparedFor}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {b.district.name}
            <StageBadge stage={b.stage} />
            <ApprovalBadge approval={b.approval} />
          </span>
        }
        actions={<BlueprintActions blueprint={b} mayApprove={mayApprove} staff={staff} readOnly={readOnly} onDone={done} onError={failed} />}
      />
      <StaleDataNotice error={blueprint.error} onRetry={() => void blueprint.mutate()} />
      <PresenceBanner subject={`blueprint:${b.id}`} activity="viewing" className="mb-6" />
      {notice && (
        <Alert tone={notice.tone} className="mb-6">
          {notice.text}
        </Alert>
      )}
      <SetAsideNotice blueprint={b} staff={staff} className="mb-6" />
      {b.approval === 'Needs approval' && b.quote && !b.quote.expired && !mayApprove && !readOnly && (
        <Alert className="mb-6">{t('blueprint.approve.waiting')}</Alert>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <OverviewPanel blueprint={b} />
        <QuotePanel blueprint={b} />
        <LinesPanel blueprint={b} />
        <ImpactPanel impact={impact.data} error={impact.error} onRetry={() => void impact.mutate()} summary={b.impactSummary} />
        <SchoolsPanel schools={schools.data?.items} error={schools.error} onRetry={() => void schools.mutate()} />
        <ImplementerPanel blueprint={b} mayInvite={mayInvite} meEmail={user.email} onDone={done} />
        <div className="lg:col-span-2">
          <CommentsPanel blueprintId={b.id} me={{ id: user.id, roles }} />
        </div>
      </div>
    </>
  );
}

// The dashboard, entry after sign-in (spec §2): a greeting, My Checklist, funding, the application's
// status and kit orders under way — each panel loads on its own and links to its screen. Offline (or
// with the server not answering) each shows this device's saved copy and says how old it is.
import '@client/i18n/en/frame';
import type { ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import '@client/i18n/en/dashboard';
import { useSearchParams } from 'wouter';
import { useI18n } from '@client/i18n/use-i18n';
import { useSession } from '@client/lib/use-session';
import { StaleDataNotice } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { useDashboardSavedAt } from './api';
import { ChecklistPanel } from './components/checklist-panel';
import { CountDueNotice } from './components/count-due-notice';
import { OrdersPanel } from './components/orders-panel';
import { ApplicationPanel, FundingPanel } from './components/programme-panels';
import { ShortcutsPanel } from './components/shortcuts-panel';
import { SubmittedNotice, submittedNumberOf } from './components/submitted-notice';

/** Every school on the profile, the home school first (the wizard may have put several there). */
function schoolNames(user: ReturnType<typeof useSession>['user']): string[] {
  if (!user) return [];
  const home = user.school?.name ?? user.schoolName;
  const others = user.schools.map((s) => s.name).filter((name) => name !== home);
  return home ? [home, ...others] : others;
}

/** `insights`: the district's charts, composed in by the app below the panels (a feature never imports another). */
export function DashboardPage({ insights }: { insights?: ReactNode }) {
  const { t } = useI18n();
  const { user } = useSession();
  const [params] = useSearchParams();
  const submitted = submittedNumberOf(params.get('submitted'));
  const firstName = user?.firstName?.trim();
  const savedAt = useDashboardSavedAt();
  const { mutate } = useSWRConfig();
  const organisation = [user?.district?.name, ...schoolNames(user)].filter(Boolean).join(' · ');
  const greeting = submitted
    ? firstName
      ? t('dashboard.greetingSubmitted', { name: firstName })
      : t('dashboard.greetingSubmittedNoName')
    : firstName
      ? t('dashboard.greeting', { name: firstName })
      : t('dashboard.greetingNoName');
  return (
    <>
      <PageHeader eyebrow={greeting} title={t('nav.dashboard')} description={organisation || t('dashboard.description')} />
      {submitted !== null && <SubmittedNotice applicationNumber={submitted} email={user?.email ?? null} />}
      {/* Only over saved copies: with nothing saved, each panel says on its own that it is offline. */}
      {savedAt !== undefined && (
        <StaleDataNotice error={undefined} savedAt={savedAt} onRetry={() => void mutate((key) => Array.isArray(key) && key[0] === 'dashboard')} />
      )}
      <CountDueNotice />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        <ChecklistPanel />
        <FundingPanel />
        <ApplicationPanel />
        <OrdersPanel className="md:col-span-2" />
        <ShortcutsPanel />
      </div>
      {insights}
    </>
  );
}

// The dashboard, entry after sign-in (spec §2): a greeting, My Checklist, funding, the application's
// status and kit orders under way — each panel loads on its own and links to its screen. Offline (or
// with the server not answering) each shows this device's saved copy and says how old it is.
import { useSWRConfig } from 'swr';
import '../../i18n/en/dashboard';
import { useI18n } from '../../i18n/use-i18n';
import { useSession } from '../../lib/use-session';
import { StaleDataNotice } from '../../ui/load-state';
import { PageHeader } from '../../ui/page-header';
import { useDashboardSavedAt } from './api';
import { ChecklistPanel } from './components/checklist-panel';
import { OrdersPanel } from './components/orders-panel';
import { ApplicationPanel, FundingPanel } from './components/programme-panels';
import { ShortcutsPanel } from './components/shortcuts-panel';

export function DashboardPage() {
  const { t } = useI18n();
  const { user } = useSession();
  const firstName = user?.firstName?.trim();
  const savedAt = useDashboardSavedAt();
  const { mutate } = useSWRConfig();
  const organisation = [user?.district?.name, user?.school?.name ?? user?.schoolName].filter(Boolean).join(' · ');
  return (
    <>
      <PageHeader
        eyebrow={firstName ? t('dashboard.greeting', { name: firstName }) : t('dashboard.greetingNoName')}
        title={t('nav.dashboard')}
        description={organisation || t('dashboard.description')}
      />
      {/* Only over saved copies: with nothing saved, each panel says on its own that it is offline. */}
      {savedAt !== undefined && (
        <StaleDataNotice
          error={undefined}
          savedAt={savedAt}
          onRetry={() => void mutate((key) => Array.isArray(key) && key[0] === 'dashboard')}
        />
      )}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        <ChecklistPanel />
        <FundingPanel />
        <ApplicationPanel />
        <OrdersPanel className="md:col-span-2" />
        <ShortcutsPanel />
      </div>
    </>
  );
}

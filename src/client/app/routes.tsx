// The route table (spec §2). Three areas: the entry area (no session), onboarding (signed in, no
// application yet) and the authenticated layout (the chosen one of six, app/layouts/app-layout.tsx);
// the privacy policy and terms are readable in and out of a session. Every screen is a lazy chunk.
import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LoadingPanel, Spinner } from '../ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { markFirstScreenShown } from './first-screen';
import { getSessionState } from '../lib/session-store';
import { useSession } from '../lib/use-session';
import { DistrictScreen, HomeRedirect, RequireAbility, RequireAuth, RequireOnboarding } from './guards';
import { EntryLayout } from './layouts/entry-layout';
import { lazyNamed } from './lazy-page';
import { ENTRY_PATHS, paths, PROJECT_SCREENS, resourceTypeBySlug, type ProjectScreen } from './paths';

// Layouts that pull in Headless UI load with the first screen behind them, not with sign-in.
// Not-found is rarely shown: its own chunk, so the first screens' script does not carry it.
const NotFound = lazyNamed(() => import('./not-found'), 'NotFound');
const NotFoundPage = lazyNamed(() => import('./not-found'), 'NotFoundPage');
const AppLayout = lazyNamed(() => import('./layouts/app-layout'), 'AppLayout');
const PublicLayout = lazyNamed(() => import('./layouts/public-layout'), 'PublicLayout');
const OnboardingLayout = lazyNamed(() => import('./layouts/onboarding-layout'), 'OnboardingLayout');

const SignInPage = lazyNamed(() => import('../features/auth/sign-in-page'), 'SignInPage');
const SignUpPage = lazyNamed(() => import('../features/auth/sign-up-page'), 'SignUpPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = lazyNamed(() => import('../features/auth/verify-email-page'), 'VerifyEmailPage');
const VerifyEmailExpiredPage = lazyNamed(() => import('../features/auth/verify-email-expired-page'), 'VerifyEmailExpiredPage');
const ResetPasswordExpiredPage = lazyNamed(() => import('../features/auth/reset-password-expired-page'), 'ResetPasswordExpiredPage');
const CompleteProfilePage = lazyNamed(() => import('../features/auth/complete-profile-page'), 'CompleteProfilePage');
const ConfirmEmailChangePage = lazyNamed(() => import('../features/auth/confirm-email-change-page'), 'ConfirmEmailChangePage');
const AccountPage = lazyNamed(() => import('../features/auth/account-page'), 'AccountPage');
const GoogleCallbackPage = lazyNamed(() => import('../features/auth/google-callback-page'), 'GoogleCallbackPage');
const ProviderCallbackPage = lazyNamed(() => import('../features/auth/provider-callback-page'), 'ProviderCallbackPage');

const OnboardingPage = lazyNamed(() => import('../features/onboarding/onboarding-page'), 'OnboardingPage');

const DashboardScreen = lazyNamed(() => import('./district-dashboard'), 'DistrictDashboardScreen');
const ChecklistPage = lazyNamed(() => import('../features/checklist/checklist-page'), 'ChecklistPage');
const OutcomeReportScreens = lazyNamed(() => import('../features/outcome-reports/screens'), 'OutcomeReportScreens');
const PlanningPage = lazyNamed(() => import('../features/planning/planning-page'), 'PlanningPage');
const BlueprintsPage = lazyNamed(() => import('../features/blueprints/blueprints-page'), 'BlueprintsPage');
const BlueprintPage = lazyNamed(() => import('../features/blueprints/blueprint-page'), 'BlueprintPage');
const BlueprintEditPage = lazyNamed(() => import('../features/blueprints/blueprint-edit-page'), 'BlueprintEditPage');
const QuotePage = lazyNamed(() => import('../features/blueprints/quote-page'), 'QuotePage');
const ApplicationsPage = lazyNamed(() => import('../features/applications/applications-page'), 'ApplicationsPage');
const ApplicationScreen = lazyNamed(() => import('./application-screens'), 'DistrictApplicationScreen');
const ResourcesPage = lazyNamed(() => import('../features/resources/resources-page'), 'ResourcesPage');
const ResourcePage = lazyNamed(() => import('../features/resources/resource-page'), 'ResourcePage');
const ProjectsPage = lazyNamed(() => import('../features/projects/projects-page'), 'ProjectsPage');
const ProjectPage = lazyNamed(() => import('../features/projects/project-page'), 'ProjectPage');
const OrdersPage = lazyNamed(() => import('../features/projects/orders-page'), 'OrdersPage');
const LabelsPage = lazyNamed(() => import('../features/kits/labels-page'), 'LabelsPage');
const CountsPage = lazyNamed(() => import('../features/kits/counts-page'), 'CountsPage');
const NewCountPage = lazyNamed(() => import('../features/kits/counts-page'), 'NewCountPage');
const CountSessionPage = lazyNamed(() => import('../features/kits/count-session-page'), 'CountSessionPage');
const ReceiptPage = lazyNamed(() => import('../features/kits/receipt-page'), 'ReceiptPage');
const StaffKitOrdersPage = lazyNamed(() => import('../features/projects/staff-kit-orders-page'), 'StaffKitOrdersPage');
const StaffKitIssuesPage = lazyNamed(() => import('../features/kits/staff-kit-issues-page'), 'StaffKitIssuesPage');
const KitPage = lazyNamed(() => import('../features/kits/kit-page'), 'KitPage');
const InsightsPage = lazyNamed(() => import('../features/insights/insights-page'), 'InsightsPage');
const CountFreshnessPage = lazyNamed(() => import('../features/count-schedule/count-freshness-page'), 'CountFreshnessPage');
const StaffCountConflictsPage = lazyNamed(() => import('../features/projects/staff-count-conflicts-page'), 'StaffCountConflictsPage');
const CurriculumPage = lazyNamed(() => import('../features/curriculum/curriculum-page'), 'CurriculumPage');
const AboutPage = lazyNamed(() => import('../features/about/about-page'), 'AboutPage');
const SupportPage = lazyNamed(() => import('../features/support/support-page'), 'SupportPage');
// The programme staff console.
const StaffHomeScreen = lazyNamed(() => import('./staff-screens'), 'StaffHomeScreen');
const StaffApplicationScreen = lazyNamed(() => import('./application-screens'), 'StaffApplicationScreen');
const ReviewQueuePage = lazyNamed(() => import('../features/applications/review-queue-page'), 'ReviewQueuePage');
const RubricPage = lazyNamed(() => import('../features/applications/rubric-page'), 'RubricPage');
const StaffTasksPage = lazyNamed(() => import('../features/checklist/staff-tasks-page'), 'StaffTasksPage');
const StaffOutcomeReportsPage = lazyNamed(() => import('../features/outcome-reports/screens'), 'StaffOutcomeReportsPage');
const InvitationsPage = lazyNamed(() => import('../features/invitations/invitations-page'), 'InvitationsPage');
const CataloguePage = lazyNamed(() => import('../features/resources/catalogue-page'), 'CataloguePage');
const ResourceEditorPage = lazyNamed(() => import('../features/resources/resource-editor-page'), 'ResourceEditorPage');
const DirectoryPage = lazyNamed(() => import('../features/directory/directory-page'), 'DirectoryPage');
const DirectoryDistrictPage = lazyNamed(() => import('../features/directory/directory-district-page'), 'DirectoryDistrictPage');
const PeoplePage = lazyNamed(() => import('../features/people/people-page'), 'PeoplePage');
const DistrictPeoplePage = lazyNamed(() => import('../features/people/district-people-page'), 'DistrictPeoplePage');
const ActivityPage = lazyNamed(() => import('../features/activity/activity-page'), 'ActivityPage');
const PrivacyPage = lazyNamed(() => import('../features/legal/legal-page'), 'PrivacyPage');
const TermsPage = lazyNamed(() => import('../features/legal/legal-page'), 'TermsPage');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ENTRY_AREA = new RegExp(`^(?:${ENTRY_PATHS.map(escapeRegExp).join('|')})/?$`, 'i');
const APP_AREA_ROOTS = [
  'dashboard',
  'checklist',
  'outcome-reports',
  'planning',
  'blueprints',
  'applications',
  'resources',
  'projects',
  'kits',
  'curriculum',
  'about',
  'support',
  'people',
  'staff',
];
const APP_AREA = new RegExp(`^/(?:${APP_AREA_ROOTS.join('|')})(?:/.*)?$`, 'i');

const isProjectScreen = (value: string): value is ProjectScreen => PROJECT_SCREENS.some((s) => s.slug === value);

type Chunk = { preload: () => Promise<unknown> };

/**
 * The dashboard's data, asked for once its chunk is here rather than when React commits the screen.
 * Signed in only: signed out, /dashboard sends to sign-in. Its own task (setTimeout), so the seven
 * requests (and reading the stored session) are not part of the chunk's evaluation or the start
 * script's; the first render does not wait for the answers.
 */
function dashboardData() {
  void import('../features/dashboard/api').then(({ prefetchDashboard }) =>
    setTimeout(() => {
      if (getSessionState().status === 'authenticated') prefetchDashboard();
    }, 0),
  );
}

/**
 * The staff insights charts' default view (an address without filters, whose requests the page
 * makes under the same keys). At once, not in a task of its own: the six requests then leave
 * before the page's first render takes the main thread (hundreds of ms on a slow CPU).
 */
function staffInsightsData(search: string) {
  if (search) return;
  void import('../features/insights/api').then(({ prefetchStaffInsights }) => {
    if (getSessionState().status === 'authenticated') prefetchStaffInsights();
  });
}

/** The chunks the first screen of an address needs, by its first path segment. */
const FIRST_SCREEN: Record<string, Chunk[]> = {
  dashboard: [AppLayout, DashboardScreen],
  planning: [AppLayout, PlanningPage],
  resources: [AppLayout, ResourcesPage],
  checklist: [AppLayout, ChecklistPage],
  blueprints: [AppLayout, BlueprintsPage],
  applications: [AppLayout, ApplicationsPage],
  projects: [AppLayout, ProjectsPage],
  kits: [AppLayout, KitPage],
  curriculum: [AppLayout, CurriculumPage],
  about: [AppLayout, AboutPage],
  support: [AppLayout, SupportPage],
  account: [AppLayout, AccountPage],
  'sign-in': [SignInPage],
  'log-in': [SignInPage],
};

/**
 * The staff console's screens by the segment after /staff: a deep link (a shared insights view, an
 * application) loads its own screen, not the staff home's activity and dashboard.
 */
const STAFF_SCREEN: Record<string, Chunk[]> = {
  '': [StaffHomeScreen],
  applications: [ReviewQueuePage],
  rubric: [RubricPage],
  tasks: [StaffTasksPage],
  'outcome-reports': [StaffOutcomeReportsPage],
  invitations: [InvitationsPage],
  people: [PeoplePage],
  resources: [CataloguePage],
  directory: [DirectoryPage],
  activity: [ActivityPage],
  'kit-orders': [StaffKitOrdersPage],
  'count-conflicts': [StaffCountConflictsPage],
  'kit-issues': [StaffKitIssuesPage],
  'count-freshness': [CountFreshnessPage],
  insights: [InsightsPage],
};

/** The chunks of a staff address: /staff/applications/{id} is an application, not the queue. */
function staffScreen(section: string, detail: string | undefined): Chunk[] {
  if (section === 'applications' && detail) return [StaffApplicationScreen];
  if (section === 'directory' && detail) return [DirectoryDistrictPage];
  if (section === 'resources' && detail) return [ResourceEditorPage];
  return STAFF_SCREEN[section] ?? [];
}

/**
 * Starts loading the layout and screen of an address at once, side by side, instead of one after
 * the other as React reaches them (layout first, then the screen inside it): before the first
 * render, and when a link is pointed at or followed (ui/app-link.tsx). With `data`, the screen's
 * first requests leave too (the address is being opened, not only pointed at). A wrong guess only
 * costs a download that would be needed soon anyway. Settles (never rejects) once the chunks have
 * arrived or failed; a failure shows when React renders them.
 */
export function preloadScreen(address: string, { data }: { data: boolean }): Promise<void> {
  const url = new URL(address.replace(/^~/, ''), location.origin);
  const [root = '', section = '', detail] = url.pathname.toLowerCase().split('/').slice(1).filter(Boolean);
  const chunks = root === 'staff' ? [AppLayout, ...staffScreen(section, detail)] : (FIRST_SCREEN[root] ?? []);
  if (data && root === 'dashboard') dashboardData();
  if (data && root === 'staff' && section === 'insights' && !detail) staffInsightsData(url.search);
  return Promise.allSettled(chunks.map((chunk) => chunk.preload())).then(() => undefined);
}

/** Commits together with the screen's own content (not its spinner): the first screen is up. */
function ScreenShown() {
  useEffect(markFirstScreenShown, []);
  return null;
}

/** One screen: its own error boundary (cleared on navigation) and a spinner while its chunk loads. */
function Screen({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<LoadingPanel />}>
        {children}
        <ScreenShown />
      </Suspense>
    </ErrorBoundary>
  );
}

function LayoutFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size={40} />
    </div>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomeRedirect />
      </Route>

      <Route path={ENTRY_AREA}>
        <EntryLayout>
          <Screen>
            <EntryRoutes />
          </Screen>
        </EntryLayout>
      </Route>

      <Route path="/onboarding">
        <RequireOnboarding>
          <Suspense fallback={<LayoutFallback />}>
            <OnboardingLayout>
              <Screen>
                <OnboardingPage />
              </Screen>
            </OnboardingLayout>
          </Suspense>
        </RequireOnboarding>
      </Route>

      <Route path="/account">
        <SignedInAnyFrame>
          <AccountPage />
        </SignedInAnyFrame>
      </Route>

      <Route path="/privacy">
        <OpenToAll>
          <PrivacyPage />
        </OpenToAll>
      </Route>
      <Route path="/terms">
        <OpenToAll>
          <TermsPage />
        </OpenToAll>
      </Route>

      <Route path={APP_AREA}>
        <RequireAuth>
          <Suspense fallback={<LayoutFallback />}>
            <AppLayout>
              <Screen>
                <AppAreaRoutes />
              </Screen>
            </AppLayout>
          </Suspense>
        </RequireAuth>
      </Route>

      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/** A screen in a frame chosen by who is looking (the frames load lazily). */
function Framed({ frame: Frame, children }: { frame: typeof AppLayout; children: ReactNode }) {
  return (
    <Suspense fallback={<LayoutFallback />}>
      <Frame>
        <Screen>{children}</Screen>
      </Frame>
    </Suspense>
  );
}

/** A page for everyone (privacy, terms): inside the chosen layout when signed in, else a public frame. */
function OpenToAll({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return <Framed frame={status === 'authenticated' ? AppLayout : PublicLayout}>{children}</Framed>;
}

/**
 * A page of any signed-in person (the account page): inside the chosen layout, or the onboarding
 * frame while the application is unfinished, since Complete Your Profile links to it before then.
 */
function SignedInAnyFrame({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'signed-out') return <RequireAuth>{children}</RequireAuth>;
  return <Framed frame={status === 'authenticated' ? AppLayout : OnboardingLayout}>{children}</Framed>;
}

function EntryRoutes() {
  return (
    <Switch>
      <Route path="/sign-in">
        <SignInPage />
      </Route>
      <Route path="/log-in">
        <SignInPage />
      </Route>
      <Route path="/sign-up">
        <SignUpPage />
      </Route>
      <Route path="/forgot-password">
        <ForgotPasswordPage />
      </Route>
      <Route path="/reset-password">
        <ResetPasswordPage />
      </Route>
      <Route path="/verify-email">
        <VerifyEmailPage />
      </Route>
      <Route path="/verify-email-expired">
        <VerifyEmailExpiredPage />
      </Route>
      <Route path="/reset-password-expired">
        <ResetPasswordExpiredPage />
      </Route>
      <Route path="/complete-profile">
        <CompleteProfilePage />
      </Route>
      <Route path="/confirm-email-change">
        <ConfirmEmailChangePage />
      </Route>
      <Route path="/sign-in/google/callback">
        <GoogleCallbackPage />
      </Route>
      <Route path="/sign-in/oidc/callback">
        <ProviderCallbackPage />
      </Route>
    </Switch>
  );
}

/** The programme staff console, inside /staff: each screen behind the ability it needs. */
function StaffRoutes() {
  return (
    <Switch>
      <Route path="/">
        <StaffHomeScreen />
      </Route>
      <Route path="/applications">
        <RequireAbility ability="staff:applications">
          <ReviewQueuePage />
        </RequireAbility>
      </Route>
      <Route path="/applications/:id">
        {({ id }) => (
          <RequireAbility ability="staff:applications">
            <StaffApplicationScreen id={id} />
          </RequireAbility>
        )}
      </Route>
      <Route path="/rubric">
        <RequireAbility ability="staff:applications">
          <RubricPage />
        </RequireAbility>
      </Route>
      <Route path="/tasks">
        <RequireAbility ability="staff:tasks">
          <StaffTasksPage />
        </RequireAbility>
      </Route>
      <Route path="/outcome-reports">
        <RequireAbility ability="staff:outcomes">
          <StaffOutcomeReportsPage />
        </RequireAbility>
      </Route>
      <Route path="/invitations">
        <RequireAbility ability="staff:invitations">
          <InvitationsPage />
        </RequireAbility>
      </Route>
      <Route path="/people">
        <RequireAbility ability="staff:people">
          <PeoplePage />
        </RequireAbility>
      </Route>
      <Route path="/resources">
        <RequireAbility ability="staff:catalogue">
          <CataloguePage />
        </RequireAbility>
      </Route>
      <Route path="/resources/new">
        <RequireAbility ability="staff:catalogue">
          <ResourceEditorPage />
        </RequireAbility>
      </Route>
      <Route path="/resources/:id">
        {({ id }) => (
          <RequireAbility ability="staff:catalogue">
            <ResourceEditorPage id={id} />
          </RequireAbility>
        )}
      </Route>
      <Route path="/directory">
        <RequireAbility ability="staff:directory">
          <DirectoryPage />
        </RequireAbility>
      </Route>
      <Route path="/directory/:id">
        {({ id }) => (
          <RequireAbility ability="staff:directory">
            <DirectoryDistrictPage id={id} />
          </RequireAbility>
        )}
      </Route>
      <Route path="/activity">
        <RequireAbility ability="staff:activity">
          <ActivityPage />
        </RequireAbility>
      </Route>
      <Route path="/kit-orders">
        <RequireAbility ability="staff:kit-orders">
          <StaffKitOrdersPage />
        </RequireAbility>
      </Route>
      <Route path="/count-conflicts">
        <RequireAbility ability="staff:kit-orders">
          <StaffCountConflictsPage />
        </RequireAbility>
      </Route>
      <Route path="/kit-issues">
        <RequireAbility ability="staff:kit-orders">
          <StaffKitIssuesPage />
        </RequireAbility>
      </Route>
      <Route path="/count-freshness">
        <RequireAbility ability="staff:kit-orders">
          <CountFreshnessPage />
        </RequireAbility>
      </Route>
      <Route path="/insights">
        <RequireAbility ability="staff:insights">
          <InsightsPage />
        </RequireAbility>
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

function AppAreaRoutes() {
  return (
    <Switch>
      <Route path="/dashboard">
        <DistrictScreen staffPath={paths.staff()}>
          <DashboardScreen />
        </DistrictScreen>
      </Route>
      <Route path="/checklist">
        <ChecklistPage />
      </Route>
      {/* The list and one report: their own routes are in the screen's chunk. */}
      <Route path="/outcome-reports" nest>
        <DistrictScreen staffPath={paths.staffOutcomeReports()}>
          <OutcomeReportScreens />
        </DistrictScreen>
      </Route>
      <Route path="/people">
        <RequireAbility ability="district:people">
          <DistrictPeoplePage />
        </RequireAbility>
      </Route>
      <Route path="/planning">
        <PlanningPage />
      </Route>

      {/* Nested routers: inside, paths are relative to /blueprints and /applications. */}
      <Route path="/blueprints" nest>
        <Switch>
          <Route path="/">
            <BlueprintsPage />
          </Route>
          <Route path="/:id">{({ id }) => <BlueprintPage id={id} />}</Route>
          <Route path="/:id/edit">{({ id }) => <BlueprintEditPage id={id} />}</Route>
          <Route path="/:id/quote">{({ id }) => <QuotePage id={id} />}</Route>
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Route>
      <Route path="/applications" nest>
        <Switch>
          <Route path="/">
            <DistrictScreen staffPath={paths.reviewQueue()}>
              <ApplicationsPage />
            </DistrictScreen>
          </Route>
          {/* Staff following a district link (a blueprint's, an e-mail's) see their own screen of it. */}
          <Route path="/:id">
            {({ id }) => (
              <DistrictScreen staffPath={paths.staffApplication(id)}>
                <ApplicationScreen id={id} />
              </DistrictScreen>
            )}
          </Route>
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Route>

      {/* Optional segment: /resources and /resources/onsite-field-trips. */}
      <Route path="/resources/:type/:id">
        {({ type, id }) => {
          const resourceType = resourceTypeBySlug(type.toLowerCase());
          return resourceType && resourceType.slug !== 'explore-all' ? <ResourcePage type={resourceType.slug} id={id} /> : <NotFound />;
        }}
      </Route>
      <Route path="/resources/:type?">
        {({ type }) => {
          if (type === undefined) return <ResourcesPage />;
          const resourceType = resourceTypeBySlug(type.toLowerCase());
          return resourceType ? <ResourcesPage type={resourceType.slug} /> : <NotFound />;
        }}
      </Route>

      {/* Splat: /projects/:id/* carries the project's sub-screen. */}
      <Route path="/projects" nest>
        <Switch>
          <Route path="/">
            <ProjectsPage />
          </Route>
          {/* My Orders, before /:id so "orders" is never taken for a project id. */}
          <Route path="/orders">
            <OrdersPage />
          </Route>
          <Route path="/labels">
            <LabelsPage />
          </Route>
          {/* Onsite counts: "counts" is never a project id either. */}
          <Route path="/counts">
            <CountsPage />
          </Route>
          <Route path="/counts/new">
            <NewCountPage />
          </Route>
          <Route path="/counts/:id">{({ id }) => <CountSessionPage id={id} />}</Route>
          <Route path="/counts/:id/receipt">{({ id }) => <ReceiptPage id={id} />}</Route>
          <Route path="/:id/*?">
            {(params) => {
              const screen = params['*'];
              if (screen === undefined || screen === '') return <ProjectPage id={params.id} />;
              return isProjectScreen(screen) ? <ProjectPage id={params.id} screen={screen} /> : <NotFound />;
            }}
          </Route>
        </Switch>
      </Route>

      {/* A kit's page: the address its label's QR code holds (a phone's camera app opens it). */}
      <Route path="/kits/:code">{({ code }) => <KitPage code={decodeURIComponent(code)} />}</Route>

      <Route path="/staff" nest>
        <RequireAbility ability="staff:console">
          <StaffRoutes />
        </RequireAbility>
      </Route>

      <Route path="/curriculum">
        <CurriculumPage />
      </Route>
      <Route path="/about">
        <AboutPage />
      </Route>
      <Route path="/support">
        <SupportPage />
      </Route>

      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

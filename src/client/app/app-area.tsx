// The signed-in area, a chunk of its own (with the frame, app/layouts/) loaded with the first
// signed-in screen: the chosen frame and the table of its screens, each a lazy chunk of its own.
import { Route, Switch } from 'wouter';
import { DistrictScreen, RequireAbility } from './ability-guards';
import { DashboardScreen } from './first-screen-chunks';
import { AppLayout } from './layouts/app-layout';
import { lazyNamed } from './lazy-page';
import { paths, PROJECT_SCREENS, resourceTypeBySlug, type ProjectScreen } from './paths';
import { Screen } from './screen';
import { preloadFirstScreen } from './routes';
import { setScreenPreloader } from '@client/ui/app-link';
import { getSessionState } from '../lib/session-store';

const ChecklistPage = lazyNamed(() => import('../features/checklist/checklist-page'), 'ChecklistPage');
const PlanningPage = lazyNamed(() => import('../features/planning/planning-page'), 'PlanningPage');
const BlueprintsPage = lazyNamed(() => import('../features/blueprints/blueprints-page'), 'BlueprintsPage');
const ApplicationsPage = lazyNamed(() => import('../features/applications/applications-page'), 'ApplicationsPage');
const ResourcesPage = lazyNamed(() => import('../features/resources/resources-page'), 'ResourcesPage');
const ProjectsPage = lazyNamed(() => import('../features/projects/projects-page'), 'ProjectsPage');
const KitPage = lazyNamed(() => import('../features/kits/kit-page'), 'KitPage');
const CurriculumPage = lazyNamed(() => import('../features/curriculum/curriculum-page'), 'CurriculumPage');
const AboutPage = lazyNamed(() => import('../features/about/about-page'), 'AboutPage');
const SupportPage = lazyNamed(() => import('../features/support/support-page'), 'SupportPage');
const StaffHomeScreen = lazyNamed(() => import('./staff-screens'), 'StaffHomeScreen');
// Not-found is rarely shown: its own chunk.
const NotFound = lazyNamed(() => import('./not-found'), 'NotFound');
const OutcomeReportScreens = lazyNamed(() => import('../features/outcome-reports/screens'), 'OutcomeReportScreens');
const BlueprintPage = lazyNamed(() => import('../features/blueprints/blueprint-page'), 'BlueprintPage');
const BlueprintEditPage = lazyNamed(() => import('../features/blueprints/blueprint-edit-page'), 'BlueprintEditPage');
const QuotePage = lazyNamed(() => import('../features/blueprints/quote-page'), 'QuotePage');
const ApplicationScreen = lazyNamed(() => import('./application-screens'), 'DistrictApplicationScreen');
const ResourcePage = lazyNamed(() => import('../features/resources/resource-page'), 'ResourcePage');
const ProjectPage = lazyNamed(() => import('../features/projects/project-page'), 'ProjectPage');
const OrdersPage = lazyNamed(() => import('../features/projects/orders-page'), 'OrdersPage');
const LabelsPage = lazyNamed(() => import('../features/kits/labels-page'), 'LabelsPage');
const CountsPage = lazyNamed(() => import('../features/kits/counts-page'), 'CountsPage');
const NewCountPage = lazyNamed(() => import('../features/kits/counts-page'), 'NewCountPage');
const CountSessionPage = lazyNamed(() => import('../features/kits/count-session-page'), 'CountSessionPage');
const ReceiptPage = lazyNamed(() => import('../features/kits/receipt-page'), 'ReceiptPage');
const StaffKitOrdersPage = lazyNamed(() => import('../features/projects/staff-kit-orders-page'), 'StaffKitOrdersPage');
const StaffKitIssuesPage = lazyNamed(() => import('../features/kits/staff-kit-issues-page'), 'StaffKitIssuesPage');
const InsightsPage = lazyNamed(() => import('../features/insights/insights-page'), 'InsightsPage');
const CountFreshnessPage = lazyNamed(() => import('../features/count-schedule/count-freshness-page'), 'CountFreshnessPage');
const StaffCountConflictsPage = lazyNamed(() => import('../features/projects/staff-count-conflicts-page'), 'StaffCountConflictsPage');
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

type Chunk = { preload: () => Promise<unknown> };

/** The screens an address may open first, by its first path segment (the dashboard's is preloaded by the first script). */
const AREA_SCREENS: Record<string, Chunk> = {
  planning: PlanningPage,
  resources: ResourcesPage,
  checklist: ChecklistPage,
  blueprints: BlueprintsPage,
  applications: ApplicationsPage,
  projects: ProjectsPage,
  kits: KitPage,
  curriculum: CurriculumPage,
  about: AboutPage,
  support: SupportPage,
};

/**
 * The staff console's screens by the segment after /staff: a deep link (a shared insights view, an
 * application) loads its own screen, not the staff home's activity and dashboard.
 */
const STAFF_SCREENS: Record<string, Chunk> = {
  '': StaffHomeScreen,
  applications: ReviewQueuePage,
  rubric: RubricPage,
  tasks: StaffTasksPage,
  'outcome-reports': StaffOutcomeReportsPage,
  invitations: InvitationsPage,
  people: PeoplePage,
  resources: CataloguePage,
  directory: DirectoryPage,
  activity: ActivityPage,
  'kit-orders': StaffKitOrdersPage,
  'count-conflicts': StaffCountConflictsPage,
  'kit-issues': StaffKitIssuesPage,
  'count-freshness': CountFreshnessPage,
  insights: InsightsPage,
};

/** A staff address's screen: /staff/applications/{id} is an application, not the queue. */
function staffScreen(section: string, detail: string | undefined): Chunk | undefined {
  if (section === 'applications' && detail) return StaffApplicationScreen;
  if (section === 'directory' && detail) return DirectoryDistrictPage;
  if (section === 'resources' && detail) return ResourceEditorPage;
  return STAFF_SCREENS[section];
}

/**
 * The staff insights charts' default view (an address without filters, whose requests the page
 * makes under the same keys). At once, not in a task of its own: the six requests then leave
 * before the page's first render takes the main thread (hundreds of ms on a slow CPU).
 */
function preloadStaffInsightsData(search: string) {
  if (search) return;
  void import('../features/insights/api').then(({ prefetchStaffInsights }) => {
    if (getSessionState().status === 'authenticated') prefetchStaffInsights();
  });
}

/**
 * Starts loading the screen of an address, and its first requests, as soon as this chunk has
 * arrived (routes.tsx, preloadFirstScreen, waits for it), so the first render draws the screen
 * rather than its spinner. Settles (never rejects); a failure shows when React renders the screen.
 */
export function preloadAreaScreen(pathname: string, search: string): Promise<void> {
  const [root = '', section = '', detail] = pathname.toLowerCase().split('/').slice(1).filter(Boolean);
  const screen = root === 'staff' ? staffScreen(section, detail) : AREA_SCREENS[root];
  if (root === 'staff' && section === 'insights' && !detail) preloadStaffInsightsData(search);
  return Promise.resolve(screen?.preload())
    .catch(() => undefined)
    .then(() => undefined);
}

// A link followed inside the signed-in area starts its screen's chunks and requests at the click,
// while React renders (ui/app-link.tsx); the sign-in screen's links have no need of it.
setScreenPreloader((to) => {
  const [pathname = '/', query] = to.replace(/^~/, '').split('#')[0]!.split('?');
  void preloadFirstScreen(pathname, query ? `?${query}` : '');
});

const isProjectScreen = (value: string): value is ProjectScreen => PROJECT_SCREENS.some((s) => s.slug === value);

export function AppArea() {
  return (
    <AppLayout>
      <Screen>
        <AppAreaRoutes />
      </Screen>
    </AppLayout>
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

// One href builder per screen (docs/architecture.md §2). Every builder returns an absolute path; inside a
// nested router use AppLink / useNavigateTo (ui/app-link.tsx), which keep it absolute.

// Their names are in the message catalogues (resources.type.*, projects.tab.*).
export const RESOURCE_TYPES = [
  { slug: 'explore-all' },
  { slug: 'onsite-field-trips' },
  { slug: 'projects' },
  { slug: 'workshops' },
  { slug: 'career-tools' },
  { slug: 'classbox' },
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number]['slug'];

export function resourceTypeBySlug(slug: string | undefined) {
  return RESOURCE_TYPES.find((type) => type.slug === slug);
}

/** Sub-screens of one project (the splat after /projects/:id), in tab order: counting first, the most frequent. */
export const PROJECT_SCREENS = [
  { slug: 'inventory' },
  { slug: 'request-kits' },
  { slug: 'new-checkout' },
  { slug: 'return-kits' },
  { slug: 'supplies' },
] as const;
export type ProjectScreen = (typeof PROJECT_SCREENS)[number]['slug'];

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

const id = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: () => '/',

  // Entry area (unauthenticated).
  signIn: (redirectUrl?: string) => withQuery('/sign-in', { redirectUrl }),
  logIn: () => '/log-in',
  signUp: () => '/sign-up',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  verifyEmail: () => '/verify-email',
  verifyEmailExpired: () => '/verify-email-expired',
  resetPasswordExpired: () => '/reset-password-expired',
  completeProfile: (token?: string) => withQuery('/complete-profile', { token }),
  /** The link mailed to a new address asked for on the account page (needs no session). */
  confirmEmailChange: () => '/confirm-email-change',
  /** Where the redirect code flow of a non-Google OpenID Connect issuer comes back (features/auth/google). */
  googleCallback: () => '/sign-in/google/callback',
  /** Where every other configured sign-in provider sends the browser back (features/auth/oidc). */
  providerCallback: () => '/sign-in/oidc/callback',

  // Signed in, application not created yet.
  onboarding: () => '/onboarding',

  // Authenticated layout.
  dashboard: () => '/dashboard',
  /** The dashboard just after the wizard's submit: it opens on the confirmation of that application. */
  dashboardSubmitted: (applicationNumber: number) => withQuery('/dashboard', { submitted: String(applicationNumber) }),
  checklist: () => '/checklist',
  /** The district's outcome reports, and one report's form. */
  outcomeReports: () => '/outcome-reports',
  outcomeReport: (reportId: string) => `/outcome-reports/${reportId}`,
  planning: () => '/planning',
  blueprints: () => '/blueprints',
  blueprint: (blueprintId: string | number) => `/blueprints/${id(blueprintId)}`,
  /** The staff's blueprint builder. */
  blueprintEdit: (blueprintId: string) => `/blueprints/${id(blueprintId)}/edit`,
  /** The quote as a document to print; an earlier revision with `revision`. */
  blueprintQuote: (blueprintId: string, revision?: number) =>
    withQuery(`/blueprints/${id(blueprintId)}/quote`, { revision: revision === undefined ? undefined : String(revision) }),
  applications: () => '/applications',
  application: (applicationId: string | number) => `/applications/${id(applicationId)}`,
  resources: (type?: ResourceType) => (type ? `/resources/${type}` : '/resources'),
  /** One resource's details, under its own type's list (/resources/projects/<id>). */
  resource: (type: ResourceType, resourceId: string) => `/resources/${type}/${id(resourceId)}`,
  /** `q` filters by project kit or school name. */
  projects: (query: { q?: string } = {}) => withQuery('/projects', query),
  /** My Orders: under /projects, matched before /projects/:id (project ids are UUIDs, never "orders"). */
  orders: (query: { project?: string; created?: string; order?: string } = {}) => withQuery('/projects/orders', query),
  project: (projectId: string | number, screen?: ProjectScreen) => `/projects/${id(projectId)}${screen ? `/${screen}` : ''}`,
  /** Kit labels to print, of one project or one school (under /projects like My Orders). */
  kitLabels: (query: { project?: string; school?: string }) => withQuery('/projects/labels', query),
  /** Onsite count sessions: the schools to count, the sessions on this device and their receipts. */
  counts: () => '/projects/counts',
  /** A new count session of a school or one project. */
  newCount: (query: { school?: string; project?: string }) => withQuery('/projects/counts/new', query),
  countSession: (sessionId: string) => `/projects/counts/${id(sessionId)}`,
  countReceipt: (sessionId: string) => `/projects/counts/${id(sessionId)}/receipt`,
  /** One labelled kit's page: the address its label's QR code holds. */
  kit: (code: string) => `/kits/${encodeURIComponent(code)}`,
  /** Programme staff: every project's count by how overdue it is, and the districts' count cadence. */
  /** Programme staff: the insights charts. */
  staffInsights: () => '/staff/insights',
  staffCountFreshness: (query: { district?: string } = {}) => withQuery('/staff/count-freshness', query),
  /** Return kits of a project, with one order chosen. */
  returnKits: (projectId: string | number, orderId?: string) => withQuery(`/projects/${id(projectId)}/return-kits`, { order: orderId }),
  /** Programme staff: the kit fulfilment queue. */
  staffKitOrders: (query: { school?: string } = {}) => withQuery('/staff/kit-orders', query),
  /** The fulfilment queue with one order open in its side panel. */
  staffKitOrder: (orderId: string) => withQuery('/staff/kit-orders', { order: orderId }),
  /** Programme staff: the count conflicts of their districts (`state`: resolved or all; open by default). */
  staffKitIssues: () => '/staff/kit-issues',
  staffCountConflicts: (query: { state?: string } = {}) => withQuery('/staff/count-conflicts', query),
  curriculum: () => '/curriculum',
  about: () => '/about',
  support: () => '/support',
  /** The account page: profile, e-mail, password and sessions; also open while onboarding. */
  account: () => '/account',
  /** A district's own members: listed by any of them; its coordinator invites and deactivates. */
  districtPeople: () => '/people',

  // The programme staff console (the Programme navigation group).
  staff: () => '/staff',
  reviewQueue: (query: Record<string, string | undefined> = {}) => withQuery('/staff/applications', query),
  staffApplication: (applicationId: string) => `/staff/applications/${id(applicationId)}`,
  /** The review rubric: every staff member reads it, admins edit it. */
  staffRubric: () => '/staff/rubric',
  staffTasks: (query: Record<string, string | undefined> = {}) => withQuery('/staff/tasks', query),
  /** Outcome reports to review (`?report=<id>` opens one). */
  staffOutcomeReports: () => '/staff/outcome-reports',
  invitations: () => '/staff/invitations',
  staffPeople: () => '/staff/people',
  catalogue: () => '/staff/resources',
  newResource: () => '/staff/resources/new',
  editResource: (resourceId: string) => `/staff/resources/${id(resourceId)}`,
  directory: () => '/staff/directory',
  directoryDistrict: (districtId: string) => `/staff/directory/${id(districtId)}`,
  activity: (query: Record<string, string | undefined> = {}) => withQuery('/staff/activity', query),

  // Both signed in and signed out (spec §2 footer keys privacy and terms).
  privacy: () => '/privacy',
  terms: () => '/terms',
} as const;

/** The entry area's paths: they share the entry layout and need no session. */
export const ENTRY_PATHS = [
  paths.signIn(),
  paths.logIn(),
  paths.signUp(),
  paths.forgotPassword(),
  paths.resetPassword(),
  paths.verifyEmail(),
  paths.verifyEmailExpired(),
  paths.resetPasswordExpired(),
  paths.completeProfile(),
  paths.confirmEmailChange(),
  paths.googleCallback(),
  paths.providerCallback(),
] as const;

// The route table: every API call of spec §7 (plus the few this product adds), by method and path
// under API_PREFIX. Each feature's endpoint definitions (src/contract/*-endpoints.ts) add who may
// call a route and its schemas; the server registers its handlers from those, and the client, the
// service worker and the tests build their URLs from here (apiPath), so a path is written once.
import { firstRoutes } from './first-routes';
import { route as r, type RouteDef } from './route-paths';

// The helpers stay importable from here, where the table is.
export { apiPath, buildPath, matchPath, type QueryValue, type RouteDef } from './route-paths';

export const routes = {
  // Added by this product.
  health: firstRoutes.health,
  /** Readiness for an orchestrator: 503 until the database answers and is migrated, and while shutting down. */
  healthReady: r('GET', '/health/ready'),
  clientConfig: firstRoutes.clientConfig,
  me: r('GET', '/users/me'),
  /** The top bar's search over what the caller may see. */
  search: r('GET', '/search'),
  /** The live event stream (server-sent events), opened with a one-time ticket. */
  eventTicket: firstRoutes.eventTicket,
  eventStream: firstRoutes.eventStream,
  /** Who else has a count of a school or a blueprint open: a heartbeat while open, a leave when gone. */
  presence: r('GET', '/presence'),
  beatPresence: r('PUT', '/presence'),
  leavePresence: r('DELETE', '/presence'),
  /** The bell: each person's notices, and their choice per kind of how to hear of them. */
  notifications: firstRoutes.notifications,
  updateNotification: firstRoutes.updateNotification,
  readAllNotifications: firstRoutes.readAllNotifications,
  notificationSettings: r('GET', '/users/me/notification-settings'),
  updateNotificationSetting: r('PATCH', '/users/me/notification-settings'),

  // Auth (spec §7).
  signIn: r('POST', '/sessions'),
  signUp: r('PATCH', '/sessions'),
  invitationSignUp: r('POST', '/sessions/post-invitation-sign-up'),
  googleSignUp: r('POST', '/socials/sessions/google'),
  googleInvitationSignUp: r('PATCH', '/socials/sessions/google/post-invitation'),
  googleLogIn: r('PATCH', '/socials/sessions/google'),
  /** Any configured OpenID Connect provider (Google's entry too): where its button leads, then the same three calls. */
  oidcAuthorization: r('POST', '/socials/oidc/:provider/authorization'),
  oidcSignUp: r('POST', '/socials/sessions/oidc/:provider'),
  oidcInvitationSignUp: r('PATCH', '/socials/sessions/oidc/:provider/post-invitation'),
  oidcLogIn: r('PATCH', '/socials/sessions/oidc/:provider'),
  signOut: r('DELETE', '/sessions'),
  refresh: firstRoutes.refresh,
  forgotPassword: r('POST', '/verifications/password'),
  resetPassword: r('PUT', '/verifications/password'),
  emailCheck: r('GET', '/airtable/email-check'),
  sendVerificationEmail: r('POST', '/sessions/email'),
  confirmationStatus: r('POST', '/sessions/email/status'),
  confirmEmail: r('POST', '/sessions/token'),
  validateToken: r('POST', '/verifications/token'),

  // User.
  saveOnboarding: r('PATCH', '/users/me/onboarding'),
  planningWatched: r('PATCH', '/applications/me'),
  completeProfile: r('PUT', '/users/me'),
  updateMe: r('PATCH', '/users/me'),
  // The account page, added by this product: a new address (confirmed by a link), the password,
  // and the person's sessions.
  changeEmail: r('PUT', '/users/me/email'),
  confirmEmailChange: r('POST', '/users/me/email/token'),
  changePassword: r('PUT', '/users/me/password'),
  mySessions: r('GET', '/users/me/sessions'),
  endOtherSessions: r('DELETE', '/users/me/sessions'),
  endSession: r('DELETE', '/users/me/sessions/:sessionId'),

  // Applications.
  districts: r('POST', '/admin-programs/districts'),
  districtSchools: r('GET', '/applications/districts/:id/schools'),
  myApplications: r('POST', '/applications/me'),
  application: r('GET', '/applications/:id'),
  prefilledApplication: r('GET', '/applications/prefilled'),
  createApplication: r('POST', '/applications'),
  withdrawApplication: r('POST', '/applications/:id/withdraw'),

  // Lookups.
  schoolsApplications: r('GET', '/lookups/schools-applications'),
  blueprintSchoolsFilter: r('POST', '/lookups/filters/blueprint-schools'),
  blueprintUsers: r('GET', '/lookups/blueprint-users'),
  users: r('GET', '/lookups/users'),
  projectKits: r('GET', '/lookups/project-kits'),
  projectCreationKits: r('GET', '/lookups/project-creation-kits'),
  /** The catalogue resources the application wizard offers, added by this product. */
  applicationResources: r('GET', '/lookups/application-resources'),

  // Blueprints.
  myBlueprints: r('POST', '/blueprints/me'),
  blueprint: r('GET', '/blueprints/:id'),
  blueprintImpact: r('GET', '/blueprints/:id/impact'),
  blueprintSchools: r('GET', '/blueprints/:id/schools'),
  approveBlueprint: r('PATCH', '/blueprints/:id'),
  editBlueprint: r('PUT', '/blueprints/:id'),
  inviteImplementer: r('PATCH', '/blueprints/:id/implementer'),
  blueprintComments: r('GET', '/blueprints/:id/comments'),
  addBlueprintComment: r('POST', '/blueprints/:id/comments'),
  deleteBlueprintComment: r('DELETE', '/blueprints/:id/comments'),
  /** The quote as a PDF document (the print view's twin), added by this product. */
  blueprintQuotePdf: r('GET', '/blueprints/:id/quote.pdf'),

  // Blueprints, programme staff side (added by this product).
  staffStartBlueprint: r('POST', '/staff/blueprints'),
  staffIssueQuote: r('POST', '/staff/blueprints/:id/quote'),
  staffMoveBlueprintStage: r('PATCH', '/staff/blueprints/:id/stage'),

  // Action tasks.
  actionTasks: firstRoutes.actionTasks,
  completeActionTask: r('PATCH', '/action-tasks/:id'),

  /** Outcome reports (added by this product): the district's report on an approved blueprint, per term. */
  outcomeReports: r('GET', '/outcome-reports'),
  saveOutcomeReport: r('PUT', '/outcome-reports/:id'),
  submitOutcomeReport: r('POST', '/outcome-reports/:id/submission'),

  // Projects.
  projects: r('GET', '/projects'),
  project: r('GET', '/projects/:id'),
  returnKits: r('POST', '/projects/kits-return'),
  requestKits: r('POST', '/projects/kits-request'),
  myProjects: r('GET', '/projects/me'),
  onsiteInventory: r('POST', '/projects/onsite-inventory-kits'),
  /** Added by this product: the right figure after two counts that did not see each other. */
  resolveCountConflict: r('POST', '/projects/:id/count-conflicts/:conflictId/resolution'),
  /** My Orders (navigation entry, spec §2): the district's kit orders, added by this product. */
  myOrders: firstRoutes.myOrders,
  /** Kit logistics, added by this product: an order's timeline, and the district confirming a delivery. */
  orderTimeline: r('GET', '/projects/orders/:id/timeline'),
  confirmDelivery: r('POST', '/projects/orders/:id/delivery'),
  /** The district withdraws its own request before staff approve it (ORDER_MOVES). */
  cancelOrder: r('POST', '/projects/orders/:id/cancel'),
  /** The district moves a checkout's Return Date, with a reason (issue 32). */
  changeReturnDate: r('PATCH', '/projects/orders/:id/return-date'),
  /** Added by this product: a project's parts on hand and what its next checkouts need (issue 32). */
  projectSupplies: r('GET', '/projects/:id/supplies'),
  /** Added by this product: a count of a project's parts, offline through the outbox. */
  countSupplies: r('POST', '/projects/:id/supplies/counts'),

  // Labelled kits and onsite count sessions, added by this product.
  kitCodes: r('GET', '/kits'),
  recordCountSession: r('POST', '/kits/count-sessions'),
  /** Several outbox changes in one request, each under its own Idempotency-Key (change-batches.ts). */
  sendChanges: r('POST', '/changes'),
  countSession: r('GET', '/kits/count-sessions/:id'),
  countSessionCsv: r('GET', '/kits/count-sessions/:id/receipt.csv'),
  /** A kit's condition, with photos, from a return, a count or its page (issue 32). */
  reportKitCondition: r('POST', '/kits/:code/condition-reports'),
  /** A photo by the SHA-256 of its bytes: sent raw, read back by the districts it concerns. */
  putUpload: r('PUT', '/uploads/:sha256'),
  upload: r('GET', '/uploads/:sha256'),
  /** A kit's own page by its printed code (the address a label's QR code holds is the client's /kits/:code). */
  kit: r('GET', '/kits/:code'),

  // Programme staff: the kit fulfilment queue and its export, added by this product.
  staffKitOrders: r('GET', '/staff/kit-orders'),
  staffKitOrderFilters: r('GET', '/staff/kit-orders/filters'),
  staffKitOrder: r('GET', '/staff/kit-orders/:id'),
  moveKitOrder: r('PATCH', '/staff/kit-orders/:id'),
  /** Staff record a delivery a school forgot to confirm, on its behalf (the district's own delivery rules). */
  staffRecordDelivery: r('POST', '/staff/kit-orders/:id/delivery'),
  /** Staff e-mail the school asking it to confirm a delivery; once a day per order. */
  nudgeKitOrder: r('POST', '/staff/kit-orders/:id/nudge'),
  /** Added by this product: staff settle a count conflict of a project in a district they reach. */
  staffResolveCountConflict: r('POST', '/staff/projects/:id/count-conflicts/:conflictId/resolution'),
  /** Added by this product: the count conflicts of the districts a staff member reaches, open ones first. */
  staffCountConflicts: r('GET', '/staff/count-conflicts'),
  exportKitOrders: r('GET', '/staff/exports/kit-orders.csv'),
  /** Damaged, needs-parts and lost kits of the districts a staff member reaches, and how staff settle them. */
  staffKitIssues: r('GET', '/staff/kit-issues'),
  replaceKitIssue: r('POST', '/staff/kit-issues/:id/replacement'),
  repairKitIssue: r('POST', '/staff/kit-issues/:id/repaired'),
  writeOffKitIssue: r('POST', '/staff/kit-issues/:id/write-off'),
  /** Added by this product: how often a district's kits are counted (everyDays, or null for none). */
  setCountSchedule: r('PUT', '/staff/districts/:id/count-schedule'),
  /** Added by this product: every school's projects in scope by how overdue their count is. */
  staffCountFreshness: r('GET', '/staff/count-freshness'),

  // E-mail reminders each person can turn off, added by this product.
  reminderSettings: r('GET', '/users/me/reminders'),
  updateReminderSetting: r('PATCH', '/users/me/reminders'),

  // Each person's calendar subscription address, added by this product: made or replaced, read
  // (whether one exists), revoked; the feed itself is public, its token in the path (`{token}.ics`).
  calendarFeedStatus: r('GET', '/users/me/calendar'),
  makeCalendarFeed: r('POST', '/users/me/calendar'),
  revokeCalendarFeed: r('DELETE', '/users/me/calendar'),
  calendarFeed: r('GET', '/calendar/:file'),

  // Resource catalogue (navigation entry Resources, spec §2), added by this product.
  resources: r('GET', '/resources'),
  resourceSubjects: r('GET', '/resources/subjects'),
  resource: r('GET', '/resources/:id'),

  // Dashboard (spec §2 "entry after login"), added by this product.
  dashboardSummary: firstRoutes.dashboardSummary,
  /** The same charts for the caller's own district, on its dashboard. */
  districtInsights: r('GET', '/insights/:chart'),

  /** The district's part of an application's activity log (entries visible to the district). */
  applicationActivity: r('GET', '/applications/:id/activity'),

  // Programme staff console, added by this product: every path under /staff needs `staff:*`
  // abilities (src/contract/permissions.ts).
  staffDashboard: r('GET', '/staff/dashboard'),
  /** Six charts of the programme's figures within the caller's districts, as JSON or CSV (insights-endpoints.ts). */
  staffInsights: r('GET', '/staff/insights/:chart'),
  /** A backup now, written into DATA_DIR/backups (`staff:operations`, or `npm run backup` on the server's machine). */
  staffTakeBackup: r('POST', '/staff/backups'),
  staffDistricts: r('GET', '/staff/districts'),
  staffDistrictPeople: r('GET', '/staff/districts/:id/people'),
  staffApplications: r('GET', '/staff/applications'),
  staffApplication: r('GET', '/staff/applications/:id'),
  updateStaffApplication: r('PATCH', '/staff/applications/:id'),
  addApplicationNote: r('POST', '/staff/applications/:id/notes'),
  bulkAssignApplications: r('POST', '/staff/applications/assign'),
  staffAssignees: r('GET', '/staff/assignees'),
  /** Reviews: the programme's scoring rubric, an application's reviewers and each one's scores. */
  staffRubric: r('GET', '/staff/rubric'),
  updateStaffRubric: r('PUT', '/staff/rubric'),
  assignReviewers: r('POST', '/staff/applications/:id/reviewers'),
  removeReviewer: r('DELETE', '/staff/applications/:id/reviewers/:userId'),
  saveMyReview: r('PUT', '/staff/applications/:id/reviews/me'),
  applicationReviews: r('GET', '/staff/applications/:id/reviews'),
  /** Outcome reports: the programme's reporting terms and staff's review of the districts' reports. */
  staffOutcomeTerms: r('GET', '/staff/outcome-terms'),
  updateStaffOutcomeTerms: r('PUT', '/staff/outcome-terms'),
  staffOutcomeReports: r('GET', '/staff/outcome-reports'),
  decideOutcomeReport: r('PATCH', '/staff/outcome-reports/:id'),
  allocateFunds: r('POST', '/staff/funding'),
  staffInvitations: r('GET', '/staff/invitations'),
  createInvitation: r('POST', '/staff/invitations'),
  revokeInvitation: r('DELETE', '/staff/invitations/:id'),
  resendInvitation: r('POST', '/staff/invitations/:id/resend'),
  // People and roles: everyone within reach, a person with what they leave open, role and state.
  staffPeople: r('GET', '/staff/people'),
  staffPerson: r('GET', '/staff/people/:id'),
  updateStaffPerson: r('PATCH', '/staff/people/:id'),
  exportPeople: r('GET', '/staff/exports/people.csv'),
  // Many people at once from a CSV (text/csv body): a preview, or the invitations sent.
  importStaffPeople: r('POST', '/staff/people/import'),
  // A district's own members: listed by any of them, invited and deactivated by its coordinator.
  districtPeople: r('GET', '/district/people'),
  districtPerson: r('GET', '/district/people/:id'),
  updateDistrictPerson: r('PATCH', '/district/people/:id'),
  createDistrictInvitation: r('POST', '/district/invitations'),
  importDistrictPeople: r('POST', '/district/people/import'),
  staffActionTasks: r('GET', '/staff/action-tasks'),
  createStaffActionTask: r('POST', '/staff/action-tasks'),
  updateStaffActionTask: r('PATCH', '/staff/action-tasks/:id'),
  deleteStaffActionTask: r('DELETE', '/staff/action-tasks/:id'),
  staffResources: r('GET', '/staff/resources'),
  createResource: r('POST', '/staff/resources'),
  editResource: r('PUT', '/staff/resources/:id'),
  setResourceState: r('PATCH', '/staff/resources/:id'),
  staffActivity: r('GET', '/staff/activity'),
  exportApplications: r('GET', '/staff/exports/applications.csv'),
  exportInventory: r('GET', '/staff/exports/inventory.csv'),
  exportActivity: r('GET', '/staff/exports/activity.csv'),
  // The directory editor (ADMIN): districts and schools, and the ones applicants typed to match or accept.
  directoryDistricts: r('GET', '/staff/directory/districts'),
  directoryDistrict: r('GET', '/staff/directory/districts/:id'),
  createDirectoryDistrict: r('POST', '/staff/directory/districts'),
  editDirectoryDistrict: r('PUT', '/staff/directory/districts/:id'),
  mergeDirectoryDistrict: r('POST', '/staff/directory/districts/:id/merge'),
  acceptDirectoryDistrict: r('POST', '/staff/directory/districts/:id/accept'),
  createDirectorySchool: r('POST', '/staff/directory/districts/:id/schools'),
  editDirectorySchool: r('PUT', '/staff/directory/schools/:id'),
  mergeDirectorySchool: r('POST', '/staff/directory/schools/:id/merge'),
  acceptDirectorySchool: r('POST', '/staff/directory/schools/:id/accept'),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

/** A query string's values; undefined and null are left out. */

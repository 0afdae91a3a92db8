// Drizzle tables for every entity of the spec. The overview with relations is in docs/data-model.md.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@contract/applications-messages';
import { MAX_KITS_ON_HAND } from '@contract/constants';
import { PRESENCE_ACTIVITIES } from '@contract/presence';
import { KIT_CONDITIONS } from '@contract/kit-custody-messages';
import {
  CONDITION_REPORT_SOURCES,
  COUNT_EVERY_DAYS_MAX,
  COUNT_EVERY_DAYS_MIN,
  KIT_EVENT_KINDS,
  KIT_ISSUE_RESOLUTIONS,
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
} from '@contract/kit-records';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS } from '@contract/notifications-messages';
import { OUTCOME_PHOTOS_MAX, OUTCOME_REPORT_STATUSES } from '@contract/outcome-reports-messages';
import { REMINDER_KINDS } from '@contract/reminders';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// $onUpdate stamps every update made through Drizzle, so no service has to remember it.
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Calendar days (YYYY-MM-DD) stay strings: a Date would shift them across time zones. */
const day = (name: string) => date(name, { mode: 'string' });
/** Text columns with a fixed set of values get a CHECK too: Drizzle's `enum` is TypeScript-only. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;

// ---------------------------------------------------------------------------------------------
// Accounts and sessions
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    /** Null for accounts that only sign in through Google. */
    passwordHash: text('password_hash'),
    prefix: text('prefix'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    currentRole: text('current_role'),
    title: text('title'),
    titleOther: text('title_other'),
    applicationType: text('application_type'),
    onboardingStep: integer('onboarding_step').notNull().default(0),
    /** Answers saved step by step by the onboarding wizard, so another device resumes them. */
    onboardingData: jsonb('onboarding_data').$type<Record<string, unknown>>().notNull().default({}),
    showPlanningPopUp: boolean('show_planning_pop_up').notNull().default(true),
    /** The language the person chose (src/contract/languages.ts); null: the browser's, and English for e-mails. */
    language: text('language'),
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'set null' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'set null' }),
    schoolName: text('school_name'),
    isEmailConfirmed: boolean('is_email_confirmed').notNull().default(false),
    /**
     * When the person agreed to the privacy policy and terms: at sign-up (password or invitation)
     * or, for accounts created without the agreement (Google), on the application's last step.
     */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['USER']::text[]`),
    /**
     * Set while the person is deactivated: they cannot sign in, and the per-request session check
     * refuses their tokens. Their rows (activity, orders, tasks) stay as they were.
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** When the person last started a session (password, Google or invitation); the People screen filters by it. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The staff People list's order: lower() of "First Last", else the e-mail (people-queries.ts).
    index('users_sort_name_idx').on(
      sql`lower(coalesce(nullif(trim(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')), ''), ${t.email}))`,
      t.id,
    ),
  ],
);

/** Google (and any later OIDC) identities, keyed by issuer + subject, never by e-mail. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_identities_issuer_subject_key').on(t.issuer, t.subject)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes only. Each renewal rotates the token within its family;
 * presenting a used token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /**
     * The browser's User-Agent at sign-in, on the family's first token only (renewals leave it
     * null): the account page names the device from it ("Chrome on ChromeOS").
     */
    userAgent: text('user_agent'),
    /** The family's absolute end (30 days from sign-in); rotation never extends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * E-mail verification, password reset, e-mail change and invitation tokens: hashed, single-use,
 * expiring. `kind` is plain text in the database (no check), so a new kind needs no migration.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    kind: text('kind', { enum: ['verify-email', 'reset-password', 'change-email', 'invitation'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_token_hash_key').on(t.tokenHash)],
);

/** An invitation by programme staff to join a district (and optionally a school) with a role. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role').notNull().default('USER'),
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'set null' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'set null' }),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    blueprintId: uuid('blueprint_id').references(() => blueprints.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitations_email_idx').on(t.email),
    // The staff list's page, newest first.
    index('invitations_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Rate-limit events, kept in the database so several API processes share the limits.
 * A limit counts rows for (bucket, key) newer than its window.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_events_lookup_idx').on(t.bucket, t.key, t.createdAt)],
);

/**
 * Outbox writes already applied: (clientId, mutationId) with the first answer, recorded in the
 * same transaction as the change so a repeat returns it and changes nothing (docs/architecture.md §5).
 */
export const processedMutations = pgTable(
  'processed_mutations',
  {
    clientId: text('client_id').notNull(),
    mutationId: integer('mutation_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the request body: the same key with another body is another request (422). */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  // created_at: the retention job deletes by age (src/server/plugins/mutation-retention.ts).
  (t) => [primaryKey({ columns: [t.clientId, t.mutationId] }), index('processed_mutations_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Directory: districts and schools (the rest of the schema continues below)
// ---------------------------------------------------------------------------------------------

// The allowed values of every status-like column, exported for services and the seed.
export const RESOURCE_TYPES = ['onsite-field-trip', 'project', 'workshop', 'career-tool', 'classbox'] as const;
export const TITLE_I_STATUSES = ['Title I schoolwide', 'Title I targeted assistance', 'Not Title I'] as const;
export const FUNDING_OPTIONS = ['full', 'matching'] as const;
export const BLUEPRINT_STAGES = ['Draft', 'In Review', 'Approved', 'Implementing', 'Completed'] as const;
export const BLUEPRINT_APPROVALS = ['Approved', 'Needs approval'] as const;
export const TASK_KINDS = ['general', 'resource'] as const;
export const KIT_ORDER_KINDS = ['request', 'checkout', 'refill'] as const;
export const KIT_ORDER_STATUSES = ['Requested', 'Approved', 'Declined', 'Shipped', 'Delivered', 'Active', 'Returned', 'Cancelled'] as const;
export const GROUP_SIZES = ['one-to-one', 'pairs', 'group-of-three'] as const;

/** Small key-value store for the database's own facts, e.g. the "seeded" marker. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const districts = pgTable(
  'districts',
  {
    id: id(),
    name: text('name').notNull(),
    /** NCES LEAID (7 digits). */
    ncesId: text('nces_id'),
    state: text('state'),
    city: text('city'),
    /** Lower-case e-mail domains of the district's staff; an address under one links to it. */
    emailDomains: text('email_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Typed by an applicant whose district is not in the directory ("my district isn't listed"):
     * staff match it to a directory district (merge) or accept it, which clears the flag.
     */
    unlisted: boolean('unlisted').notNull().default(false),
    /** Staff's count cadence: each project of the district is due a count this many days after its last. Null: none. */
    countEveryDays: integer('count_every_days'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('districts_nces_id_key').on(t.ncesId),
    check(
      'districts_count_every_days_check',
      sql`${t.countEveryDays} between ${sql.raw(String(COUNT_EVERY_DAYS_MIN))} and ${sql.raw(String(COUNT_EVERY_DAYS_MAX))}`,
    ),
    index('districts_email_domains_idx').using('gin', t.emailDomains),
    check('districts_state_check', sql`${t.state} ~ '^[A-Z]{2}$'`),
  ],
);

export const schools = pgTable(
  'schools',
  {
    id: id(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** NCES NCESSCH (12 digits: the district's LEAID + 5). */
    ncesId: text('nces_id'),
    titleIStatus: text('title_i_status', { enum: TITLE_I_STATUSES }),
    estimatedEnrollment: integer('estimated_enrollment'),
    economicallyDisadvantagedPct: integer('economically_disadvantaged_pct'),
    city: text('city'),
    state: text('state'),
    gradeBand: text('grade_band'),
    /** Lower-case addresses known to work at the school; the e-mail check links them. */
    contactEmails: text('contact_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Typed by an applicant, not from the directory; staff merge or accept it as for districts. */
    unlisted: boolean('unlisted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('schools_nces_id_key').on(t.ncesId),
    index('schools_district_idx').on(t.districtId),
    index('schools_contact_emails_idx').using('gin', t.contactEmails),
    // Target of the composite foreign key that keeps a project's district equal to its school's.
    unique('schools_id_district_id_key').on(t.id, t.districtId),
    check('schools_title_i_status_check', oneOf(t.titleIStatus, TITLE_I_STATUSES)),
    check('schools_estimated_enrollment_check', sql`${t.estimatedEnrollment} >= 0`),
    check('schools_economically_disadvantaged_pct_check', sql`${t.economicallyDisadvantagedPct} between 0 and 100`),
  ],
);

/** The schools on a user's profile (spec: "schools (list)"). */
export const userSchools = pgTable(
  'user_schools',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.schoolId] }), index('user_schools_school_idx').on(t.schoolId)],
);

// ---------------------------------------------------------------------------------------------
// Catalogue: resources and their lessons
// ---------------------------------------------------------------------------------------------

export const resources = pgTable(
  'resources',
  {
    id: id(),
    type: text('type', { enum: RESOURCE_TYPES }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary'),
    description: text('description'),
    gradeBand: text('grade_band'),
    subject: text('subject'),
    /** Shown as written, e.g. "1 day" or "6 weeks". */
    duration: text('duration'),
    /** List price; blueprint lines copy it, so a later price change leaves quotes alone. */
    unitCostCents: integer('unit_cost_cents').notNull().default(0),
    /** Retired resources are hidden from the catalogue but stay referenced by history. */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * How many lessons it has, kept by the database (trigger lessons_count_on_resource, migration
     * 0009): the catalogue's pages show it on every card, and counting per card cost a lookup each.
     */
    lessonCount: integer('lesson_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('resources_slug_key').on(t.slug),
    index('resources_type_idx').on(t.type),
    check('resources_type_check', oneOf(t.type, RESOURCE_TYPES)),
    check('resources_unit_cost_cents_check', sql`${t.unitCostCents} >= 0`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    /** Open (url) and download (file_url) are disabled in the UI while these are null. */
    url: text('url'),
    fileUrl: text('file_url'),
    durationMinutes: integer('duration_minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lessons_resource_idx').on(t.resourceId, t.position), check('lessons_duration_minutes_check', sql`${t.durationMinutes} > 0`)],
);

// ---------------------------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------------------------

export const applications = pgTable(
  'applications',
  {
    id: id(),
    /** The short "Application ID" people read out on the phone; the uuid stays the key. */
    applicationNumber: integer('application_number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    /** The applicant; set null if the account goes, the application keeps applicant_name. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('New'),
    /** Why it is Waitlisted, Declined or Withdrawn, as the applicant reads it; null in other statuses. */
    statusReason: text('status_reason'),
    /** While set aside: the step reopening returns it to (the status it was set aside from). */
    reopenStatus: text('reopen_status', { enum: APPLICATION_STATUSES }),
    applicantName: text('applicant_name').notNull(),
    numberOfSchools: integer('number_of_schools').notNull(),
    applicationDate: day('application_date')
      .notNull()
      .default(sql`current_date`),
    /** Null is shown as "Not assigned yet". */
    assignedAdminId: uuid('assigned_admin_id').references(() => users.id, { onDelete: 'set null' }),
    fundingOption: text('funding_option', { enum: FUNDING_OPTIONS }).notNull(),
    fundsAllocatedCents: integer('funds_allocated_cents'),
    fundsUsageDeadline: day('funds_usage_deadline'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    comments: text('comments'),
    objectives: text('objectives'),
    successDescription: text('success_description'),
    heardAbout: text('heard_about'),
    /** 'SingleSchool' or 'MultiSchool', as chosen in onboarding. */
    applicationType: text('application_type'),
    /**
     * The applicant belonged to the district when applying (or was linked to it by the directory
     * then). Only linked applications are shown to the district's members and count for its
     * six-month full-funding rule; an unlinked one is its applicant's and programme staff's.
     */
    districtLinked: boolean('district_linked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_application_number_key').on(t.applicationNumber),
    index('applications_user_idx').on(t.userId),
    index('applications_district_idx').on(t.districtId),
    index('applications_assigned_admin_idx').on(t.assignedAdminId),
    // The review queue's default order, newest application first.
    index('applications_date_idx').on(t.applicationDate, t.applicationNumber),
    check('applications_status_check', oneOf(t.status, APPLICATION_STATUSES)),
    check('applications_reopen_status_check', oneOf(t.reopenStatus, APPLICATION_STATUSES)),
    check('applications_funding_option_check', oneOf(t.fundingOption, FUNDING_OPTIONS)),
    check('applications_number_of_schools_check', sql`${t.numberOfSchools} >= 1`),
    check('applications_funds_allocated_cents_check', sql`${t.fundsAllocatedCents} >= 0`),
  ],
);

export const applicationSchools = pgTable(
  'application_schools',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.schoolId] }), index('application_schools_school_idx').on(t.schoolId)],
);

export const applicationResources = pgTable(
  'application_resources',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.resourceId] }),
    index('application_resources_resource_idx').on(t.resourceId),
    check('application_resources_quantity_check', sql`${t.quantity} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Blueprints: the programme plan built from an application
// ---------------------------------------------------------------------------------------------

export const blueprints = pgTable(
  'blueprints',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'restrict' }),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    preparedFor: text('prepared_for').notNull(),
    stage: text('stage', { enum: BLUEPRINT_STAGES }).notNull().default('Draft'),
    approval: text('approval', { enum: BLUEPRINT_APPROVALS }).notNull().default('Needs approval'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedById: uuid('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Approval is the district's. When staff record one on its behalf (the district said yes on the
     * phone, say), approved_by_id is the district person who approved and these say who recorded it
     * and why; both null when the district approved in the portal.
     */
    approvalRecordedById: uuid('approval_recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    approvalReason: text('approval_reason'),
    primaryContactId: uuid('primary_contact_id').references(() => users.id, { onDelete: 'set null' }),
    fundingPartner: text('funding_partner'),
    fullyFunded: boolean('fully_funded').notNull().default(false),
    quoteCents: integer('quote_cents'),
    /** The day the current quote was issued; its revisions are in blueprint_quote_revisions. */
    quoteIssuedOn: day('quote_issued_on'),
    /** A quote locks pricing for QUOTE_LOCK_MONTHS (6) from the day it is given: its last valid day. */
    quoteExpiresAt: day('quote_expires_at'),
    /** The number of the current quote revision (null before the first quote). */
    quoteRevision: integer('quote_revision'),
    /** Can exceed the sum of the resource lines (delivery, facilitation), so it is stored. */
    totalProgramCostCents: integer('total_program_cost_cents').notNull().default(0),
    directCostToDistrictCents: integer('direct_cost_to_district_cents').notNull().default(0),
    studentsMin: integer('students_min'),
    studentsMax: integer('students_max'),
    educatorsMin: integer('educators_min'),
    educatorsMax: integer('educators_max'),
    /** Impact forecast: hours of hands-on learning per participating student. */
    contactHoursMin: integer('contact_hours_min'),
    contactHoursMax: integer('contact_hours_max'),
    impactSummary: text('impact_summary'),
    /** Optimistic concurrency: every change adds one; an edit based on an older version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blueprints_application_idx').on(t.applicationId),
    index('blueprints_district_idx').on(t.districtId),
    index('blueprints_primary_contact_idx').on(t.primaryContactId),
    check('blueprints_stage_check', oneOf(t.stage, BLUEPRINT_STAGES)),
    check('blueprints_approval_check', oneOf(t.approval, BLUEPRINT_APPROVALS)),
    check('blueprints_approved_at_check', sql`(${t.approval} = 'Approved') = (${t.approvedAt} is not null)`),
    check('blueprints_quote_check', sql`(${t.quoteCents} is null) = (${t.quoteExpiresAt} is null)`),
    check(
      'blueprints_quote_issue_check',
      sql`(${t.quoteCents} is null) = (${t.quoteIssuedOn} is null) and (${t.quoteCents} is null) = (${t.quoteRevision} is null)
        and ${t.quoteIssuedOn} <= ${t.quoteExpiresAt}`,
    ),
    check('blueprints_contact_hours_check', sql`${t.contactHoursMin} >= 0 and ${t.contactHoursMin} <= ${t.contactHoursMax}`),
    check('blueprints_version_check', sql`${t.version} >= 1`),
    check(
      'blueprints_costs_check',
      sql`${t.quoteCents} >= 0 and ${t.totalProgramCostCents} >= 0 and ${t.directCostToDistrictCents} >= 0
        and ${t.directCostToDistrictCents} <= ${t.totalProgramCostCents}`,
    ),
    check('blueprints_students_check', sql`${t.studentsMin} >= 0 and ${t.studentsMin} <= ${t.studentsMax}`),
    check('blueprints_educators_check', sql`${t.educatorsMin} >= 0 and ${t.educatorsMin} <= ${t.educatorsMax}`),
  ],
);

export const blueprintSchools = pgTable(
  'blueprint_schools',
  {
    blueprintId: uuid('blueprint_id')
      .notNull()
      .references(() => blueprints.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.blueprintId, t.schoolId] }), index('blueprint_schools_school_idx').on(t.schoolId)],
);

/** A blueprint's resource lines. The line total (quantity × unit cost) is derived, never stored. */
export const blueprintResources = pgTable(
  'blueprint_resources',
  {
    id: id(),
    blueprintId: uuid('blueprint_id')
      .notNull()
      .references(() => blueprints.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** The price quoted on this blueprint, copied from the catalogue when the line is added. */
    unitCostCents: integer('unit_cost_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blueprint_resources_blueprint_resource_key').on(t.blueprintId, t.resourceId),
    index('blueprint_resources_resource_idx').on(t.resourceId),
    check('blueprint_resources_quantity_check', sql`${t.quantity} > 0`),
    check('blueprint_resources_unit_cost_cents_check', sql`${t.unitCostCents} >= 0`),
  ],
);

export const blueprintComments = pgTable(
  'blueprint_comments',
  {
    id: id(),
    blueprintId: uuid('blueprint_id')
      .notNull()
      .references(() => blueprints.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Soft delete: a deleted comment disappears from the list but stays for the record. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('blueprint_comments_blueprint_idx').on(t.blueprintId, t.createdAt),
    check('blueprint_comments_body_check', sql`length(btrim(${t.body})) > 0`),
  ],
);

/** Implementation contacts invited by e-mail; user_id is filled once the invitee has an account. */
export const blueprintImplementers = pgTable(
  'blueprint_implementers',
  {
    id: id(),
    blueprintId: uuid('blueprint_id')
      .notNull()
      .references(() => blueprints.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-case, like users.email. */
    email: text('email').notNull(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('blueprint_implementers_blueprint_email_key').on(t.blueprintId, t.email),
    index('blueprint_implementers_user_idx').on(t.userId),
  ],
);

/** Funding granted to a district: the "Funding info" panel (amount, date funds must be used by). */
export const fundingAllocations = pgTable(
  'funding_allocations',
  {
    id: id(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    blueprintId: uuid('blueprint_id').references(() => blueprints.id, { onDelete: 'set null' }),
    allocatedCents: integer('allocated_cents').notNull(),
    useBy: day('use_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('funding_allocations_district_idx').on(t.districtId),
    index('funding_allocations_application_idx').on(t.applicationId),
    index('funding_allocations_blueprint_idx').on(t.blueprintId),
    check('funding_allocations_allocated_cents_check', sql`${t.allocatedCents} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Checklist
// ---------------------------------------------------------------------------------------------

export const actionTasks = pgTable(
  'action_tasks',
  {
    id: id(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    /** The assignee; null means everyone in the district sees the task. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    kind: text('kind', { enum: TASK_KINDS }).notNull().default('general'),
    /** Set exactly for resource tasks; the checklist filters by it (resourceType query). */
    resourceType: text('resource_type', { enum: RESOURCE_TYPES }),
    resourceId: uuid('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    isRequired: boolean('is_required').notNull().default(false),
    dueDate: day('due_date'),
    /** Null: Pending; set: Completed. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedById: uuid('completed_by_id').references(() => users.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /** Set on a task the portal adds itself (e.g. `count-due:<project>:<due date>`), so it is added once. */
    sourceKey: text('source_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('action_tasks_source_key_key').on(t.sourceKey),
    index('action_tasks_district_idx').on(t.districtId, t.position),
    index('action_tasks_user_idx').on(t.userId),
    // The staff task list's order (staff-service.ts): open first, by due date, then newest.
    index('action_tasks_staff_order_idx').on(sql`(${t.completedAt} is not null)`, t.dueDate.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id),
    check('action_tasks_kind_check', oneOf(t.kind, TASK_KINDS)),
    check('action_tasks_resource_type_check', oneOf(t.resourceType, RESOURCE_TYPES)),
    check('action_tasks_kind_resource_check', sql`(${t.kind} = 'resource') = (${t.resourceType} is not null)`),
    check('action_tasks_general_no_resource_check', sql`${t.kind} = 'resource' or ${t.resourceId} is null`),
    check('action_tasks_completed_by_check', sql`${t.completedById} is null or ${t.completedAt} is not null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Hands-on projects: kits on hand at a school, orders, returns and onsite counts
// ---------------------------------------------------------------------------------------------

const kitsOnHandRange = (column: AnyPgColumn) => sql`${column} between 0 and ${sql.raw(String(MAX_KITS_ON_HAND))}`;

/** One project kit type (a resource of type 'project') at one school. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    /** Always the school's district (composite foreign key below); kept here for district lists. */
    districtId: uuid('district_id').notNull(),
    schoolId: uuid('school_id').notNull(),
    blueprintId: uuid('blueprint_id').references(() => blueprints.id, { onDelete: 'set null' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The school's latest count; its history is inventory_counts. */
    kitsOnHand: integer('kits_on_hand').notNull().default(0),
    /** When the server recorded the latest count: the version a count names as basedOn. */
    inventoryUpdatedAt: timestamp('inventory_updated_at', { withTimezone: true }),
    /**
     * When the latest count was made on the device (its made_at). Kept on the row the count locks,
     * so the next count's lower bound is read under that lock, never from an older snapshot.
     */
    inventoryCountedAt: timestamp('inventory_counted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'projects_school_district_fk',
      columns: [t.schoolId, t.districtId],
      foreignColumns: [schools.id, schools.districtId],
    }).onDelete('restrict'),
    uniqueIndex('projects_school_resource_key').on(t.schoolId, t.resourceId),
    index('projects_district_idx').on(t.districtId),
    index('projects_resource_idx').on(t.resourceId),
    index('projects_blueprint_idx').on(t.blueprintId),
    check('projects_kits_on_hand_check', kitsOnHandRange(t.kitsOnHand)),
  ],
);

/** Order requests (ship kits to the school) and checkouts (a teacher takes kits for a class). */
export const kitOrders = pgTable(
  'kit_orders',
  {
    id: id(),
    /** The short order number people read out and search by (shown "K-1042"); the uuid stays the key. */
    orderNumber: integer('order_number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: KIT_ORDER_KINDS }).notNull(),
    status: text('status', { enum: KIT_ORDER_STATUSES }).notNull().default('Requested'),
    checkoutName: text('checkout_name'),
    startDate: day('start_date'),
    returnDate: day('return_date'),
    supportOptions: text('support_options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    totalStudents: integer('total_students'),
    groupSize: text('group_size', { enum: GROUP_SIZES }),
    kitsNeeded: integer('kits_needed'),
    requestedKits: integer('requested_kits'),
    /** Running sum of kit_returns.kits, kept with each return in the same transaction. */
    kitsReturned: integer('kits_returned').notNull().default(0),
    contactHoursMin: integer('contact_hours_min'),
    contactHoursMax: integer('contact_hours_max'),
    /** The requester's note to the programme on an order request. */
    note: text('note'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Grows with every change, so a move decided on an old copy is refused (409), never applied. */
    version: integer('version').notNull().default(1),
    /** Why staff declined or cancelled the order; shown to the district. */
    reason: text('reason'),
    carrier: text('carrier'),
    trackingReference: text('tracking_reference'),
    expectedArrival: day('expected_arrival'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** Kits the district counted on arrival; kits_short = what was outstanding then minus that. */
    kitsReceived: integer('kits_received'),
    kitsShort: integer('kits_short').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('kit_orders_order_number_key').on(t.orderNumber),
    index('kit_orders_project_idx').on(t.projectId, t.status),
    index('kit_orders_created_by_idx').on(t.createdById),
    // The fulfilment queue: newest first, often one status.
    index('kit_orders_status_created_idx').on(t.status, t.createdAt),
    // …and every order, newest first: a page is read from the index instead of sorting them all.
    index('kit_orders_created_idx').on(t.createdAt, t.id),
    // Insights (kit use, overdue returns): the checkouts due back within a range of days, with every
    // column those charts read, so the whole programme's figures are an index-only scan.
    index('kit_orders_checkout_due_idx')
      .on(t.returnDate, t.startDate, t.status, t.kitsNeeded, t.kitsReturned, t.projectId, t.id)
      .where(sql`${t.kind} = 'checkout'`),
    check('kit_orders_kind_check', oneOf(t.kind, KIT_ORDER_KINDS)),
    check('kit_orders_status_check', oneOf(t.status, KIT_ORDER_STATUSES)),
    check('kit_orders_group_size_check', oneOf(t.groupSize, GROUP_SIZES)),
    check('kit_orders_dates_check', sql`${t.returnDate} > ${t.startDate}`),
    // A refill asks for parts (kit_order_parts), not kits.
    check('kit_orders_kits_stated_check', sql`${t.kind} = 'refill' or coalesce(${t.kitsNeeded}, ${t.requestedKits}) is not null`),
    check('kit_orders_counts_check', sql`${t.kitsNeeded} > 0 and ${t.requestedKits} > 0 and ${t.totalStudents} > 0`),
    check(
      'kit_orders_kits_returned_check',
      sql`${t.kitsReturned} >= 0 and ${t.kitsShort} >= 0
        and ${t.kitsReturned} + ${t.kitsShort} <= coalesce(${t.kitsNeeded}, 0) + coalesce(${t.requestedKits}, 0)`,
    ),
    check('kit_orders_kits_received_check', sql`${t.kitsReceived} > 0`),
    check('kit_orders_version_check', sql`${t.version} >= 1`),
    check('kit_orders_contact_hours_check', sql`${t.contactHoursMin} >= 0 and ${t.contactHoursMin} <= ${t.contactHoursMax}`),
  ],
);

export const kitReturns = pgTable(
  'kit_returns',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => kitOrders.id, { onDelete: 'cascade' }),
    kits: integer('kits').notNull(),
    returnedById: uuid('returned_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the return was made on the device (made-at.ts); created_at is when it arrived. */
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('kit_returns_order_idx').on(t.orderId),
    // Insights' overdue returns read the returns made since a day, by order.
    index('kit_returns_made_at_idx').on(t.madeAt, t.orderId),
    check('kit_returns_kits_check', sql`${t.kits} > 0`),
  ],
);

export const KIT_STATUSES = ['active', 'retired'] as const;

/**
 * A project's code prefix for its labelled kits (e.g. `BRG-LMS`), taken once when its first kit is
 * labelled; the primary key keeps two projects from sharing a prefix, so codes stay unique.
 */
export const kitCodePrefixes = pgTable('kit_code_prefixes', {
  prefix: text('prefix').primaryKey(),
  projectId: uuid('project_id')
    .notNull()
    .unique('kit_code_prefixes_project_key')
    .references(() => projects.id, { onDelete: 'cascade' }),
});

/**
 * One physical kit of a project, with its printed code (`BRG-LMS-03`). The active kits of a project
 * always number its kits on hand: a rise labels new kits, a fall retires the highest-numbered ones.
 * Sequence numbers are never reused, so an old label never names a new kit.
 */
export const kits = pgTable(
  'kits',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    code: text('code').notNull(),
    status: text('status', { enum: KIT_STATUSES }).notNull().default('active'),
    /** How the kit came back from its last checkout (kit_custody.return_condition); only 'ok' kits go out. */
    condition: text('condition', { enum: KIT_CONDITIONS }).notNull().default('ok'),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    // When a count session last saw the kit is its newest `counted` event (kit_events), not a column:
    // a session's record then writes only its events, one statement whatever its number of kits.
  },
  (t) => [
    uniqueIndex('kits_code_key').on(t.code),
    uniqueIndex('kits_project_seq_key').on(t.projectId, t.seq),
    // Insights' kit-days on hand read one by one only the kits labelled or retired within the range.
    index('kits_labelled_idx')
      .on(t.createdAt)
      .where(sql`${t.retiredAt} is null`),
    index('kits_retired_idx')
      .on(t.retiredAt)
      .where(sql`${t.retiredAt} is not null`),
    check('kits_status_check', oneOf(t.status, KIT_STATUSES)),
    check('kits_seq_check', sql`${t.seq} > 0`),
    check('kits_condition_check', oneOf(t.condition, KIT_CONDITIONS)),
  ],
);

/**
 * Which labelled kit went out on which checkout, and how it came back. A kit is out while
 * returned_at is null; the partial unique index lets a kit be out on one checkout at a time, so two
 * checkouts racing for one kit cannot both commit, whatever the code checked before.
 */
export const kitCustody = pgTable(
  'kit_custody',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => kitOrders.id, { onDelete: 'cascade' }),
    kitId: uuid('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    outAt: timestamp('out_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the checkout was made on the device (made-at.ts); out_at is when it arrived. */
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnCondition: text('return_condition', { enum: KIT_CONDITIONS }),
    returnNote: text('return_note'),
  },
  (t) => [
    uniqueIndex('kit_custody_kit_out_key')
      .on(t.kitId)
      .where(sql`${t.returnedAt} is null`),
    index('kit_custody_order_idx').on(t.orderId),
    // Null (still out) passes a CHECK, so oneOf serves the nullable column too.
    check('kit_custody_condition_check', oneOf(t.returnCondition, KIT_CONDITIONS)),
  ],
);

/** Bytes as Postgres bytea; both engines hand them back as a Uint8Array (node-postgres: a Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * What a kit's history records beside its checkouts and condition reports: labelled, delivered,
 * counted (a count session saw its code), repaired, written off, a replacement sent.
 */
export const kitEvents = pgTable(
  'kit_events',
  {
    id: id(),
    kitId: uuid('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: KIT_EVENT_KINDS }).notNull(),
    /** When it happened (a device's made-at time for counts); created_at is when it was recorded. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => kitOrders.id, { onDelete: 'set null' }),
    countSessionId: uuid('count_session_id').references(() => countSessions.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('kit_events_kit_idx').on(t.kitId, t.at), check('kit_events_kind_check', oneOf(t.kind, KIT_EVENT_KINDS))],
);

/**
 * A photo, named by the SHA-256 of its bytes (PUT /uploads/{sha256}), so a resend is harmless. Kept
 * in the database on both engines: every process sees it and a backup holds it.
 */
export const uploads = pgTable(
  'uploads',
  {
    sha256: text('sha256').primaryKey(),
    contentType: text('content_type', { enum: UPLOAD_CONTENT_TYPES }).notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea('content').notNull(),
    /** The district whose person sent it: who else may read it follows from the reports naming it. */
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('uploads_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('uploads_content_type_check', oneOf(t.contentType, UPLOAD_CONTENT_TYPES)),
    check('uploads_byte_size_check', sql`${t.byteSize} between 1 and ${sql.raw(String(MAX_UPLOAD_BYTES))}`),
  ],
);

/**
 * A report of a kit's condition, from a return, a count or the kit's page, with photos (uploads by
 * hash). A report other than 'ok' is an open kit issue for staff until they settle it.
 */
export const kitConditionReports = pgTable(
  'kit_condition_reports',
  {
    id: id(),
    kitId: uuid('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    condition: text('condition', { enum: KIT_CONDITIONS }).notNull(),
    note: text('note'),
    photoIds: text('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text('source', { enum: CONDITION_REPORT_SOURCES }).notNull(),
    /** The checkout a return report came back from. */
    orderId: uuid('order_id').references(() => kitOrders.id, { onDelete: 'set null' }),
    reportedById: uuid('reported_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the report was made on the device (made-at.ts); created_at is when it arrived. */
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution', { enum: KIT_ISSUE_RESOLUTIONS }),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order staff raised to replace the kit (resolution 'replaced'). */
    replacementOrderId: uuid('replacement_order_id').references(() => kitOrders.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('kit_condition_reports_kit_idx').on(t.kitId, t.createdAt),
    // Staff's kit issues: the open ones.
    index('kit_condition_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    check('kit_condition_reports_condition_check', oneOf(t.condition, KIT_CONDITIONS)),
    check('kit_condition_reports_source_check', oneOf(t.source, CONDITION_REPORT_SOURCES)),
    check('kit_condition_reports_resolution_check', oneOf(t.resolution, KIT_ISSUE_RESOLUTIONS)),
    check('kit_condition_reports_resolved_check', sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`),
  ],
);

/** A project kit's parts list in the catalogue (per resource of type 'project'). */
export const kitParts = pgTable(
  'kit_parts',
  {
    id: id(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** How many a full kit holds. */
    quantityPerKit: integer('quantity_per_kit').notNull(),
    /** Used up by classes (glue sticks), not handed back (scissors). */
    consumable: boolean('consumable').notNull().default(false),
    /** For a consumable: how many one student uses in a checkout. */
    usePerStudent: integer('use_per_student'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('kit_parts_resource_name_key').on(t.resourceId, t.name),
    check('kit_parts_quantity_check', sql`${t.quantityPerKit} > 0`),
    check('kit_parts_use_check', sql`${t.usePerStudent} is null or (${t.consumable} and ${t.usePerStudent} > 0)`),
  ],
);

/** A school's parts on hand per project: its latest count (history in supply_counts). */
export const projectSupplies = pgTable(
  'project_supplies',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => kitParts.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull(),
    /** When the latest count was made on the device; null when the figure was never counted. */
    countedAt: timestamp('counted_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.partId] }), check('project_supplies_on_hand_check', sql`${t.onHand} >= 0`)],
);

/** Every count of a project's parts (POST /projects/{id}/supplies/counts), newest last. */
export const supplyCounts = pgTable(
  'supply_counts',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => kitParts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    countedById: uuid('counted_by_id').references(() => users.id, { onDelete: 'set null' }),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('supply_counts_project_idx').on(t.projectId, t.createdAt), check('supply_counts_quantity_check', sql`${t.quantity} >= 0`)],
);

/** The parts a refill order asks for (kit_orders.kind = 'refill'). */
export const kitOrderParts = pgTable(
  'kit_order_parts',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => kitOrders.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => kitParts.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.partId] }), check('kit_order_parts_quantity_check', sql`${t.quantity} > 0`)],
);

/**
 * A finished onsite count session (who, when, which school, per project expected / found /
 * missing, the unexpected codes). The counts themselves arrive as ordinary inventory counts; this
 * is the receipt's record. The id is the device's, so a session is recorded once.
 */
export const countSessions = pgTable(
  'count_sessions',
  {
    id: uuid('id').primaryKey(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    countedById: uuid('counted_by_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** [{ projectId, projectName, expected, found, missing, scanned, tapped }], names as they were. */
    projects: jsonb('projects').notNull(),
    /** [{ code, belongsTo }]. */
    unexpected: jsonb('unexpected').notNull(),
    /** When the record was made on the device (made-at.ts); created_at is when it arrived. */
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('count_sessions_school_idx').on(t.schoolId, t.finishedAt), index('count_sessions_district_idx').on(t.districtId)],
);

/**
 * Two counts of a project that did not see each other: `later` arrived based on a count older than
 * `earlier` (another person's). Both stay in inventory_counts; resolving records the right figure
 * as a new count and closes the conflict.
 */
export const countConflicts = pgTable(
  'count_conflicts',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    earlierCountId: uuid('earlier_count_id')
      .notNull()
      .references(() => inventoryCounts.id, { onDelete: 'cascade' }),
    laterCountId: uuid('later_count_id')
      .notNull()
      .references(() => inventoryCounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedKits: integer('resolved_kits'),
  },
  (t) => [index('count_conflicts_project_idx').on(t.projectId, t.resolvedAt)],
);

/** Every onsite count, newest last; projects.kits_on_hand holds the latest. */
export const inventoryCounts = pgTable(
  'inventory_counts',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kitsOnHand: integer('kits_on_hand').notNull(),
    countedById: uuid('counted_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the server recorded the count: arrival order, which conflicts and the history follow. */
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the count was made on the device (made-at.ts), bounded; what "counted when" shows. */
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_counts_project_idx').on(t.projectId, t.countedAt),
    check('inventory_counts_kits_on_hand_check', kitsOnHandRange(t.kitsOnHand)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Programme staff: who looks after which district, and the record of every change
// ---------------------------------------------------------------------------------------------

/** The districts a school success manager looks after (ADMIN needs none: they reach every district). */
export const staffDistricts = pgTable(
  'staff_districts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.districtId] }), index('staff_districts_district_idx').on(t.districtId)],
);

export const ACTIVITY_VISIBILITIES = ['staff', 'district'] as const;

/**
 * The append-only activity log: one row per state change a person would ask "who did that, and
 * when?" about, written in the same transaction as the change (docs/architecture.md §8).
 * `visibility = 'district'` rows are shown to the district too; 'staff' rows only to staff.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    /** What the change is about: 'application', 'blueprint', 'kit-order', 'inventory-count', 'action-task', 'invitation', … */
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    /** The district it belongs to, so a district's visible history is one indexed read. */
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A stable verb the client words from its catalogue, e.g. 'status-changed', 'funds-allocated'. */
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    visibility: text('visibility', { enum: ACTIVITY_VISIBILITIES }).notNull().default('staff'),
    createdAt: createdAt(),
    /**
     * The entry's place in one global order: the live event stream's event id (Last-Event-ID). A
     * trigger announces each new entry with pg_notify('hop_events'), delivered at commit only.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    uniqueIndex('activity_log_seq_key').on(t.seq),
    index('activity_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('activity_log_district_idx').on(t.districtId, t.createdAt),
    // The staff log's page, newest first, without sorting the whole log.
    index('activity_log_created_idx').on(t.createdAt, t.id),
    check('activity_log_visibility_check', oneOf(t.visibility, ACTIVITY_VISIBILITIES)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Blueprint quote revisions: every issued quote, frozen
// ---------------------------------------------------------------------------------------------

/** One line of a frozen quote, as it read when the quote was issued. */
export interface QuoteRevisionLine {
  resourceId: string;
  name: string;
  type: string;
  quantity: number;
  unitCostCents: number;
}

/**
 * An issued quote: the blueprint's lines and totals when it was issued, kept as they were (jsonb
 * snapshot) so an older revision stays readable after the blueprint changes. Revision numbers count
 * from 1 per blueprint; blueprints.quote_revision names the current one.
 */
export const blueprintQuoteRevisions = pgTable(
  'blueprint_quote_revisions',
  {
    id: id(),
    blueprintId: uuid('blueprint_id')
      .notNull()
      .references(() => blueprints.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    amountCents: integer('amount_cents').notNull(),
    totalProgramCostCents: integer('total_program_cost_cents').notNull(),
    directCostToDistrictCents: integer('direct_cost_to_district_cents').notNull(),
    lines: jsonb('lines').$type<QuoteRevisionLine[]>().notNull(),
    issuedOn: day('issued_on').notNull(),
    /** Issued on + QUOTE_LOCK_MONTHS: the last day the prices hold. */
    validUntil: day('valid_until').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedById: uuid('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedById: uuid('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('blueprint_quote_revisions_blueprint_revision_key').on(t.blueprintId, t.revision),
    check('blueprint_quote_revisions_revision_check', sql`${t.revision} >= 1`),
    check(
      'blueprint_quote_revisions_costs_check',
      sql`${t.amountCents} >= 0 and ${t.directCostToDistrictCents} >= 0 and ${t.directCostToDistrictCents} <= ${t.totalProgramCostCents}`,
    ),
    check('blueprint_quote_revisions_dates_check', sql`${t.issuedOn} <= ${t.validUntil}`),
  ],
);
// Jobs and reminders: work that happens later (src/server/jobs/, docs/jobs.md)
// ---------------------------------------------------------------------------------------------

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * Durable jobs: reminders, notices and any later work. A runner claims a due row with
 * FOR UPDATE SKIP LOCKED and holds it for a lease (locked_until); `key` is unique, so the same job
 * (e.g. one reminder to one person) is queued once however many processes plan it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** The runner holding it while running, until locked_until (then another may take it over). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** What the handler did, e.g. 'sent' or 'settled' (nothing to do any more). */
    outcome: text('outcome'),
    completedBy: text('completed_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    check('jobs_status_check', oneOf(t.status, JOB_STATUSES)),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);

/**
 * Every reminder e-mail sent, one row per reminder and person, written in the same transaction
 * that completes its job: the lasting record that it went out (finished jobs may be pruned).
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    /** The reminder's key, e.g. checkout-overdue:<order>:<return date>:<user>. */
    key: text('key').primaryKey(),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order, task or blueprint it was about; null for a digest. */
    subjectId: uuid('subject_id'),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sent_reminders_user_idx').on(t.userId, t.sentAt), check('sent_reminders_kind_check', oneOf(t.kind, REMINDER_KINDS))],
);

/** The reminder kinds a person has turned off (everything is on by default). */
export const reminderOptOuts = pgTable(
  'reminder_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), check('reminder_opt_outs_kind_check', oneOf(t.kind, REMINDER_KINDS))],
);
// Programme staff console: staff-only notes on applications
// ---------------------------------------------------------------------------------------------

/**
 * A note programme staff keep on an application: never part of any answer the district's own
 * calls give (the applicant's comments live on `applications.comments`, apart from these).
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_notes_application_idx').on(t.applicationId, t.createdAt),
    check('application_notes_body_check', sql`length(btrim(${t.body})) > 0`),
  ],
);

export const BACKUP_TRIGGERS = ['scheduled', 'manual'] as const;

/**
 * Every backup taken (scheduled, or asked for with `npm run backup`): the staff dashboard shows the
 * newest and warns when it is old. A backup does not hold its own row (it is written after the copy).
 */
export const backups = pgTable(
  'backups',
  {
    id: id(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    /** The file's name (under DATA_DIR/backups for the server's own, else where the command wrote it). */
    file: text('file').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    trigger: text('trigger', { enum: BACKUP_TRIGGERS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('backups_taken_idx').on(t.takenAt), check('backups_trigger_check', oneOf(t.trigger, BACKUP_TRIGGERS))],
);

// ---------------------------------------------------------------------------------------------
// Live event stream tickets: EventSource cannot send the Authorization header, so a signed-in
// client trades its session for a one-time ticket (a SHA-256 hash here) and opens the stream
// with it. Single use (deleted when used), short-lived, and bound to the session (refresh family).
// ---------------------------------------------------------------------------------------------
export const eventTickets = pgTable(
  'event_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session (refresh-token family) the ticket was made for; the stream ends with it. */
    sessionId: uuid('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('event_tickets_expires_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------------
// Calendar feeds: each person's private subscription address (GET /calendar/{token}.ics). Calendar
// apps cannot send the Authorization header, so the address itself is the credential: 256 random
// bits, kept only as a SHA-256 hash. One per person; making a new one replaces the old.
// ---------------------------------------------------------------------------------------------
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_key'),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// presence: who has a count of a school or a blueprint open right now (docs/architecture.md, "Live
// events"). One row per open tab, kept alive by its heartbeat; a row past expires_at is gone (the
// next beat of anyone sweeps it). Not a change: no activity entry. A trigger announces a row that
// comes, goes or changes activity on hop_events; a beat that only moves expires_at is silent.
// ---------------------------------------------------------------------------------------------
export const presence = pgTable(
  'presence',
  {
    /** `school:<id>` (counting) or `blueprint:<id>` (viewing, editing). */
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A random id per browser tab: two tabs of one person come and go on their own. */
    tab: text('tab').notNull(),
    /** The subject's district: who may hear of it. */
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    activity: text('activity', { enum: PRESENCE_ACTIVITIES }).notNull(),
    /** 'staff' for programme staff, whose presence only staff hear of; 'district' otherwise. */
    visibility: text('visibility', { enum: ['staff', 'district'] }).notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.userId, t.tab] }), index('presence_expires_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------------
// Notifications: a notice to one person about a change that concerns them, written in the
// transaction of the change (docs/architecture.md, "Notifications").
// ---------------------------------------------------------------------------------------------

/** One notice to one person: the bell's list, and what its e-mail or the daily digest says. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /**
     * Worded when the notice is made, so it reads the same however the thing changes later: in
     * English here (e-mails, and notices older than title_id), and as a message id with its values
     * (title_id, title_vars; src/server/i18n/wording.ts) that GET /notifications words in the reader's
     * language. A body without body_id is the person's own words (a comment) or English.
     */
    title: text('title').notNull(),
    body: text('body'),
    titleId: text('title_id'),
    titleVars: jsonb('title_vars'),
    bodyId: text('body_id'),
    bodyVars: jsonb('body_vars'),
    /** A portal path (/blueprints/<id>); e-mails put PUBLIC_URL before it. */
    link: text('link').notNull(),
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The activity entry it came from (activity_log.seq); null for a time-based notice (return-overdue). */
    activitySeq: bigint('activity_seq', { mode: 'number' }),
    /** A time-based notice's once-only key (return-overdue:<order>:<Return Date>), unique per person. */
    onceKey: text('once_key'),
    /** How the person chose to hear of this kind when it was made. */
    delivery: text('delivery', { enum: NOTIFICATION_DELIVERIES }).notNull(),
    /** When its e-mail, or the daily digest that carried it, was sent. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_digest_idx')
      .on(t.createdAt)
      .where(sql`${t.delivery} = 'digest' and ${t.emailedAt} is null`),
    uniqueIndex('notifications_once_key').on(t.userId, t.onceKey),
    check('notifications_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
    check('notifications_delivery_check', oneOf(t.delivery, NOTIFICATION_DELIVERIES)),
  ],
);

/** A person's choice of delivery for one kind; no row means the kind's default (delivery.ts). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    delivery: text('delivery', { enum: NOTIFICATION_DELIVERIES }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_settings_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
    check('notification_settings_delivery_check', oneOf(t.delivery, NOTIFICATION_DELIVERIES)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Reviews (docs/product.md, "Reviews")
// ---------------------------------------------------------------------------------------------

/**
 * The programme's one rubric, one row per saved version: the highest version is current. Rows are
 * never changed, so a review keeps the criteria and weights it scored against.
 */
export const rubricVersions = pgTable(
  'rubric_versions',
  {
    id: id(),
    version: integer('version').notNull().unique('rubric_versions_version_key'),
    /** [{ id, name, description, weight, levels: [5 descriptions] }] (src/contract/reviews.ts). */
    criteria: jsonb('criteria').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('rubric_versions_version_check', sql`${t.version} >= 1`)],
);

/**
 * A reviewer assigned to an application and their review of it: a draft until submitted, then
 * fixed. Scoped to a district through its application.
 */
export const applicationReviews = pgTable(
  'application_reviews',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    /** The rubric version of the last save; null until the reviewer first saves. */
    rubricVersion: integer('rubric_version').references(() => rubricVersions.version, { onDelete: 'restrict' }),
    /** [{ criterionId, score (1–5), comment }]. */
    scores: jsonb('scores').notNull().default([]),
    comment: text('comment').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.reviewerId] }),
    index('application_reviews_reviewer_idx').on(t.reviewerId),
    check('application_reviews_submitted_check', sql`${t.submittedAt} is null or ${t.rubricVersion} is not null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Outcomes: what each approved blueprint achieved, term by term
// ---------------------------------------------------------------------------------------------

/**
 * A reporting term staff set (GET/PUT /staff/outcome-terms): the days it covers, the day its
 * reports are due, and what to ask beyond the fixed figures. Every approved blueprint owes one
 * report per term whose due day is on or after its approval.
 */
export const outcomeTerms = pgTable(
  'outcome_terms',
  {
    id: id(),
    name: text('name').notNull(),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on').notNull(),
    dueOn: day('due_on').notNull(),
    /** What to ask for the highlights, in the programme's words; empty asks the default question. */
    prompt: text('prompt').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('outcome_terms_name_key').on(sql`lower(${t.name})`),
    index('outcome_terms_due_idx').on(t.dueOn),
    check('outcome_terms_days_check', sql`${t.startsOn} <= ${t.endsOn} and ${t.startsOn} <= ${t.dueOn}`),
  ],
);

/**
 * One blueprint's report for one term: students reached, sessions held, teachers trained,
 * highlights and photos (uploads by hash). A draft keeps whatever was typed (null figures are not
 * yet given); submitting needs the figures; staff accept it or ask for changes with a comment.
 */
export const outcomeReports = pgTable(
  'outcome_reports',
  {
    id: id(),
    blueprintId: uuid('blueprint_id')
      .notNull()
      .references(() => blueprints.id, { onDelete: 'cascade' }),
    /** The blueprint's district, kept here so district lists and insights need no join. */
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    termId: uuid('term_id')
      .notNull()
      .references(() => outcomeTerms.id, { onDelete: 'restrict' }),
    status: text('status', { enum: OUTCOME_REPORT_STATUSES }).notNull().default('Draft'),
    studentsReached: integer('students_reached'),
    sessionsHeld: integer('sessions_held'),
    teachersTrained: integer('teachers_trained'),
    highlights: text('highlights').notNull().default(''),
    photoIds: text('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedById: uuid('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff's comment with their last decision: what to change, or a note on acceptance. */
    reviewComment: text('review_comment'),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Optimistic concurrency, as blueprints: an edit based on an older version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('outcome_reports_blueprint_term_key').on(t.blueprintId, t.termId),
    index('outcome_reports_district_idx').on(t.districtId, t.termId),
    index('outcome_reports_term_idx').on(t.termId, t.status),
    check('outcome_reports_status_check', oneOf(t.status, OUTCOME_REPORT_STATUSES)),
    check('outcome_reports_figures_check', sql`${t.studentsReached} >= 0 and ${t.sessionsHeld} >= 0 and ${t.teachersTrained} >= 0`),
    check('outcome_reports_photos_check', sql`cardinality(${t.photoIds}) <= ${sql.raw(String(OUTCOME_PHOTOS_MAX))}`),
    check(
      'outcome_reports_submitted_check',
      sql`${t.status} = 'Draft' or (${t.submittedAt} is not null and ${t.studentsReached} is not null
        and ${t.sessionsHeld} is not null and ${t.teachersTrained} is not null)`,
    ),
    check('outcome_reports_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * The whole programme's insight charts for their default view (every district, the last year up
 * to `to_day`), computed by a job every few minutes once the programme is large enough that the
 * live aggregates cost more than the page's time (src/server/features/insights/snapshots.ts). One
 * row per chart; a fresh computation replaces it.
 */
export const insightSnapshots = pgTable('insight_snapshots', {
  chart: text('chart').primaryKey(),
  fromDay: day('from_day').notNull(),
  toDay: day('to_day').notNull(),
  answer: jsonb('answer').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

// buildApp(): the whole HTTP application, without listening. Tests call it with app.inject().
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/connect';
import { safeLoggerOptions } from './logging';
import { activityRoutes } from './features/activity/routes';
import { applicationRoutes } from './features/applications/routes';
import { staffApplicationRoutes } from './features/applications/staff-routes';
import { reviewRoutes } from './features/reviews/routes';
import { outcomeReportRoutes } from './features/outcome-reports/routes';
import { authRoutes } from './features/auth/routes';
import { blueprintRoutes } from './features/blueprints/routes';
import { blueprintStaffRoutes } from './features/blueprints/staff-routes';
import { checklistRoutes } from './features/checklist/routes';
import { staffChecklistRoutes } from './features/checklist/staff-routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { directoryRoutes } from './features/directory/routes';
import { directoryAdminRoutes } from './features/directory/admin-routes';
import { staffDirectoryRoutes } from './features/directory/staff-routes';
import { loadCatalogues } from './i18n/catalogues';
import { registerResponseCheck } from './plugins/response-check';
import { exportRoutes } from './features/exports/routes';
import { fundingRoutes } from './features/funding/routes';
import { peopleImportRoutes } from './features/people/import-routes';
import { peopleRoutes } from './features/people/routes';
import { invitationRoutes } from './features/invitations/routes';
import { onboardingRoutes } from './features/onboarding/routes';
import { kitRoutes } from './features/kits/routes';
import { conditionRoutes } from './features/kits/condition-routes';
import { kitIssueRoutes } from './features/kits/kit-issues-routes';
import { uploadRoutes } from './features/uploads/routes';
import { supplyRoutes } from './features/supplies/routes';
import { countScheduleRoutes } from './features/count-schedule/routes';
import { projectRoutes } from './features/projects/routes';
import { resourceRoutes } from './features/resources/routes';
import { staffResourceRoutes } from './features/resources/staff-routes';
import { staffDashboardRoutes } from './features/staff-dashboard/routes';
import { insightRoutes } from './features/insights/routes';
import { systemRoutes } from './features/system/routes';
import { calendarFeedRoutes } from './features/calendar-feed/routes';
import { notificationRoutes } from './features/notifications/routes';
import { reminderRoutes } from './features/reminders/routes';
import { searchRoutes } from './features/search/routes';
import { EventHub } from './features/events/hub';
import { eventRoutes } from './features/events/routes';
import { presenceRoutes } from './features/presence/routes';
import { createAppJobRunner } from './jobs/app-jobs';
import { backupRoutes } from './features/backups/routes';
import { takeBackup } from './features/backups/take-backup';
import { systemClock, type Clock } from './clock';
import type { JobRunner } from './jobs/runner';
import { changeBatchRoutes } from './plugins/change-batches';
import { registerClientStatic } from './plugins/client-static';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerMail } from './plugins/mail';
import { createMetrics, registerMetrics } from './plugins/metrics';
import type { Secrets } from './plugins/secrets';
import { registerSecurityHeaders, securityHeaderValues } from './plugins/security-headers';
import { createClientErrorHandler } from './plugins/client-errors';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    databaseKind: Database['kind'];
    secrets: Secrets;
    /** The job runner; it runs on its own only when buildApp was asked to (runJobs). */
    jobs: JobRunner;
    /** Now, for rules that depend on the day (due dates); tests may pass their own. */
    clock: Clock;
    /** Set when the process begins to shut down (SIGTERM, app.close()): readiness answers 503. */
    lifecycle: { shuttingDown: boolean };
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  secrets: Secrets;
  /** The built client to serve (dist/); omitted: API only. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The token of the local control channel (DATA_DIR/server.json) that `npm run backup` presents. */
  controlToken?: string;
  /** Run due jobs every config.jobsPollSeconds while the app is up (the server does; tests run them by hand). */
  runJobs?: boolean;
  clock?: Clock;
}

/** Fastify's form of TRUST_PROXY: a hop count becomes "trust the nearest n addresses". */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  // proxy-addr asks about the socket's address (i = 0) first, then X-Forwarded-For from the
  // right: trusting the nearest `trust` addresses makes the next one to the left the client.
  return (_address: string, i: number) => i < trust;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { timeouts } = options.config;
  // Answers, e-mails and documents in each person's language (src/server/i18n/).
  await loadCatalogues();
  const securityHeaders = securityHeaderValues({
    googleIssuer: options.config.googleClientId ? options.config.googleIssuer : undefined,
    lessonFileOrigins: options.config.lessonFileOrigins,
  });
  const app = Fastify({
    // Every log line goes through the redaction rules of logging.ts.
    logger: safeLoggerOptions(options.logger ?? false),
    // Request ids in logs; the body limit keeps a hostile client from filling memory.
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    trustProxy: trustProxyOption(options.config.trustProxy),
    // Timeouts (README, "Configuration"): the whole request must arrive within requestMs (a body
    // sent a byte at a time is cut off), its headers within headersMs; a socket silent that long is
    // closed; an idle kept-alive connection is closed after keepAliveMs.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      // How often Node checks those two; its default (30 s) would let a request overrun by as much.
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(timeouts.headersMs / 2)),
    },
    clientErrorHandler: createClientErrorHandler(securityHeaders),
  });

  app.decorate('config', options.config);
  app.decorate('db', options.database.db);
  app.decorate('databaseKind', options.database.kind);
  app.decorate('secrets', options.secrets);
  app.decorate('lifecycle', { shuttingDown: false });
  app.decorate('metrics', createMetrics(options.database.db));
  options.database.observeQueries((seconds) => app.metrics.dbQueryDuration.observe(seconds));
  // Before anything closes, so a load balancer polling readiness stops sending traffic first.
  // The live event stream's fan-out (features/events): open streams end before the server closes,
  // so app.close() never waits on them, and the listening connection goes with the app.
  const events = new EventHub(options.database, app.log, { heartbeatMs: options.config.eventsHeartbeatMs });
  app.addHook('preClose', (done) => {
    app.lifecycle.shuttingDown = true;
    events.endAll();
    done();
  });
  app.addHook('onClose', () => events.close());
  app.decorateRequest('auth', null);

  registerErrorHandler(app);
  registerInputGuard(app);
  registerMail(app);
  const clock = options.clock ?? systemClock;
  app.decorate('clock', clock);
  app.decorate(
    'jobs',
    createAppJobRunner({
      db: app.db,
      mailer: app.mailer,
      publicUrl: options.config.publicUrl,
      log: app.log,
      clock,
      embedded: options.database.kind === 'embedded',
      insightSnapshotProjects: options.config.insightSnapshotProjects,
      backups: {
        dataDir: options.config.dataDir,
        keep: options.config.backupKeep,
        take: () => takeBackup({ database: options.database, dataDir: options.config.dataDir, trigger: 'scheduled', whenBusy: 'wait', clock }),
      },
      observer: {
        started: (kind) => app.metrics.jobsRunning.inc({ kind }),
        finished: (kind, result) => {
          app.metrics.jobsRunning.dec({ kind });
          app.metrics.jobsFinished.inc({ kind, result });
        },
      },
    }),
  );
  if (options.runJobs && options.config.jobsPollSeconds > 0) {
    app.addHook('onReady', async () => app.jobs.start(options.config.jobsPollSeconds * 1000));
  }
  // Waits for the job under way, so a closing app never cuts a send or its completion short.
  app.addHook('onClose', () => app.jobs.stop());
  registerSecurityHeaders(app, securityHeaders);
  registerMetrics(app);
  registerResponseCheck(app);
  await app.register(compress, { threshold: 1024 });

  await app.register(async (api) => {
    systemRoutes(api);
    authRoutes(api);
    projectRoutes(api);
    kitRoutes(api);
    conditionRoutes(api);
    uploadRoutes(api);
    supplyRoutes(api);
    countScheduleRoutes(api);
    checklistRoutes(api);
    resourceRoutes(api);
    dashboardRoutes(api);
    directoryRoutes(api);
    onboardingRoutes(api);
    applicationRoutes(api);
    blueprintRoutes(api);
    blueprintStaffRoutes(api);
    reminderRoutes(api);
    calendarFeedRoutes(api);
    notificationRoutes(api);
    activityRoutes(api);
    searchRoutes(api);
    eventRoutes(api, events);
    presenceRoutes(api);
    // The programme staff console (/staff/…).
    staffDashboardRoutes(api);
    insightRoutes(api);
    backupRoutes(api, options.database, options.controlToken);
    staffDirectoryRoutes(api);
    staffApplicationRoutes(api);
    reviewRoutes(api);
    outcomeReportRoutes(api);
    fundingRoutes(api);
    invitationRoutes(api);
    peopleRoutes(api);
    peopleImportRoutes(api);
    staffChecklistRoutes(api);
    staffResourceRoutes(api);
    directoryAdminRoutes(api);
    exportRoutes(api);
    kitIssueRoutes(api);
    // After every feature: a batch carries the outbox writes the features declared.
    changeBatchRoutes(api);
  });

  await registerClientStatic(app, options.clientDir);
  return app;
}

// buildApp(): the whole HTTP application, without listening. Tests call it with app.inject().
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/connect';
import { safeLoggerOptions } from './logging';
import { applicationRoutes } from './features/applications/routes';
import { authRoutes } from './features/auth/routes';
import { checklistRoutes } from './features/checklist/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { directoryRoutes } from './features/directory/routes';
import { onboardingRoutes } from './features/onboarding/routes';
import { projectRoutes } from './features/projects/routes';
import { resourceRoutes } from './features/resources/routes';
import { systemRoutes } from './features/system/routes';
import { registerClientStatic } from './plugins/client-static';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerMail } from './plugins/mail';
import type { Secrets } from './plugins/secrets';
import { registerSecurityHeaders } from './plugins/security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    databaseKind: Database['kind'];
    secrets: Secrets;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  secrets: Secrets;
  /** The built client to serve (dist/); omitted: API only. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Every log line goes through the redaction rules of logging.ts.
    logger: safeLoggerOptions(options.logger ?? false),
    // Request ids in logs; the body limit keeps a hostile client from filling memory.
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    trustProxy: options.config.trustProxy,
  });

  app.decorate('config', options.config);
  app.decorate('db', options.database.db);
  app.decorate('databaseKind', options.database.kind);
  app.decorate('secrets', options.secrets);
  app.decorateRequest('auth', null);

  registerErrorHandler(app);
  registerInputGuard(app);
  registerMail(app);
  registerSecurityHeaders(app, {
    googleIssuer: options.config.googleClientId ? options.config.googleIssuer : undefined,
  });
  await app.register(compress, { threshold: 1024 });

  await app.register(async (api) => {
    systemRoutes(api);
    authRoutes(api);
    projectRoutes(api);
    checklistRoutes(api);
    resourceRoutes(api);
    dashboardRoutes(api);
    directoryRoutes(api);
    onboardingRoutes(api);
    applicationRoutes(api);
  });

  await registerClientStatic(app, options.clientDir);
  return app;
}

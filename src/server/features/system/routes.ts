// Health and the client's view of the server's set-up.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ClientConfig, HealthResponse, ReadinessResponse } from '@contract/health';
import { systemEndpoints } from '@contract/system-endpoints';
import { hasNewestMigration } from '@server/db/migrate';
import { migrationsFolder } from '@server/db/connect';
import { apiRoute } from '@server/plugins/contract-routes';
import { HttpError } from '@server/plugins/http-error';
import { appVersion } from './version';

const SUPPORT_EMAIL = 'support@handsonportal.org';

export function systemRoutes(app: FastifyInstance) {
  apiRoute(app, systemEndpoints.health, {
    handler: async (): Promise<HealthResponse> => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new HttpError(503, 'Database unavailable');
      }
      return { status: 'ok', database: app.databaseKind, version: appVersion() };
    },
  });

  // Readiness, unlike liveness above, also says "not now" while the process shuts down, and until
  // the database holds this build's newest migration.
  apiRoute(app, systemEndpoints.healthReady, {
    handler: async (): Promise<ReadinessResponse> => {
      if (app.lifecycle.shuttingDown) throw new HttpError(503, 'Shutting down');
      let migrated: boolean;
      try {
        migrated = await hasNewestMigration(app.db, migrationsFolder);
      } catch {
        throw new HttpError(503, 'Database unavailable');
      }
      if (!migrated) throw new HttpError(503, 'Database not migrated yet');
      return { status: 'ready' };
    },
  });

  apiRoute(app, systemEndpoints.clientConfig, {
    handler: async (): Promise<ClientConfig> => ({
      googleClientId: app.config.googleClientId ?? null,
      googleIssuer: app.config.googleClientId ? app.config.googleIssuer : null,
      signInProviders: app.config.oidcProviders.map(({ id, label }) => ({ id, label })),
      supportEmail: SUPPORT_EMAIL,
      version: appVersion(),
    }),
  });
}

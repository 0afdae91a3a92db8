// Health and the client's view of the server's set-up.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ClientConfig, HealthResponse } from '../../../contract/health';
import { routes } from '../../../contract/routes';
import { apiRoute } from '../../plugins/contract-routes';
import { HttpError } from '../../plugins/http-error';
import { appVersion } from './version';

export const SUPPORT_EMAIL = 'support@handsonportal.org';

export function systemRoutes(app: FastifyInstance) {
  apiRoute(app, routes.health, {
    handler: async (): Promise<HealthResponse> => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new HttpError(503, 'Database unavailable');
      }
      return { status: 'ok', database: app.databaseKind, version: appVersion() };
    },
  });

  apiRoute(app, routes.clientConfig, {
    handler: async (): Promise<ClientConfig> => ({
      googleClientId: app.config.googleClientId ?? null,
      googleIssuer: app.config.googleClientId ? app.config.googleIssuer : null,
      supportEmail: SUPPORT_EMAIL,
      version: appVersion(),
    }),
  });
}

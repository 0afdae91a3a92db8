// The system endpoints (src/contract/endpoint.ts): liveness, readiness and the client's view of the
// server's set-up. The client reads GET /config on the first screens with a check of its own that
// needs no zod (client/lib/client-config.ts); the server checks its answers with these.
import { endpoint } from './endpoint';
import { clientConfigSchema, healthResponseSchema, readinessResponseSchema } from './health';
import { routes } from './routes';

export const systemEndpoints = {
  health: endpoint(routes.health, { access: 'public', response: healthResponseSchema }),
  healthReady: endpoint(routes.healthReady, { access: 'public', response: readinessResponseSchema }),
  clientConfig: endpoint(routes.clientConfig, { access: 'public', response: clientConfigSchema }),
};

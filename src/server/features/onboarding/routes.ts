// Onboarding (spec §7 User): PATCH /users/me/onboarding saves the wizard's progress.
import type { FastifyInstance } from 'fastify';
import { onboardingEndpoints } from '@contract/onboarding-endpoints';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { saveOnboarding } from './service';

export function onboardingRoutes(app: FastifyInstance) {
  apiRoute(app, onboardingEndpoints.saveOnboarding, {
    handler: async ({ body, request }) => saveOnboarding(app.db, authOf(request).userId, body, app.clock()),
  });
}

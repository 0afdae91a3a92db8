// Onboarding (spec §7 User): PATCH /users/me/onboarding saves the wizard's progress.
import type { FastifyInstance } from 'fastify';
import { saveOnboardingRequestSchema } from '../../../contract/onboarding';
import { routes } from '../../../contract/routes';
import { authOf, requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { saveOnboarding } from './service';

export function onboardingRoutes(app: FastifyInstance) {
  apiRoute(app, routes.saveOnboarding, {
    body: saveOnboardingRequestSchema,
    preHandler: [requireAuth],
    handler: async ({ body, request }) => saveOnboarding(app.db, authOf(request).userId, body, app.clock()),
  });
}

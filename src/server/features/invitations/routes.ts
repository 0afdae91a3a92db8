// Invitations from the staff console: list, invite, revoke, resend (`staff:invitations`).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createInvitationSchema, invitationsQuerySchema } from '../../../contract/invitations';
import { routes } from '../../../contract/routes';
import { authOf, requireAbility, requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { staffScopeOf } from '../../plugins/staff-scope';
import { createStaffInvitation, listInvitations, resendStaffInvitation, revokeInvitation } from './service';

const idParams = z.object({ id: z.string() });
const guard = [requireAuth, requireAbility('staff:invitations')];

export function invitationRoutes(app: FastifyInstance) {
  apiRoute(app, routes.staffInvitations, {
    query: invitationsQuerySchema,
    preHandler: guard,
    handler: async ({ query, request }) => listInvitations(app.db, await staffScopeOf(app.db, request), query),
  });

  apiRoute(app, routes.createInvitation, {
    body: createInvitationSchema,
    preHandler: guard,
    handler: async ({ body, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      const sent = await createStaffInvitation(app, scope, authOf(request).user.roles, body);
      return reply.status(201).send(sent);
    },
  });

  apiRoute(app, routes.resendInvitation, {
    params: idParams,
    preHandler: guard,
    handler: async ({ params, request }) => resendStaffInvitation(app, await staffScopeOf(app.db, request), params.id),
  });

  apiRoute(app, routes.revokeInvitation, {
    params: idParams,
    preHandler: guard,
    handler: async ({ params, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      await app.db.transaction((tx) => revokeInvitation(tx, scope, params.id));
      return reply.status(204).send();
    },
  });
}

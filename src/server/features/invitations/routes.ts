// Invitations from the staff console: list, invite, revoke, resend (`staff:invitations`).
import type { FastifyInstance } from 'fastify';
import { invitationEndpoints } from '@contract/invitations-endpoints';
import { languageOf } from '@server/i18n/request-language';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { createStaffInvitation, listInvitations, resendStaffInvitation, revokeInvitation } from './service';

export function invitationRoutes(app: FastifyInstance) {
  apiRoute(app, invitationEndpoints.staffInvitations, {
    handler: async ({ query, request }) => listInvitations(app.db, await staffScopeOf(app.db, request), query),
  });

  apiRoute(app, invitationEndpoints.createInvitation, {
    handler: async ({ body, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      const sent = await createStaffInvitation(app, scope, authOf(request).user.roles, body, languageOf(request));
      return reply.status(201).send(sent);
    },
  });

  apiRoute(app, invitationEndpoints.resendInvitation, {
    handler: async ({ params, request }) => resendStaffInvitation(app, await staffScopeOf(app.db, request), params.id, languageOf(request)),
  });

  apiRoute(app, invitationEndpoints.revokeInvitation, {
    handler: async ({ params, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      await app.db.transaction((tx) => revokeInvitation(tx, scope, params.id));
      return reply.status(204).send();
    },
  });
}

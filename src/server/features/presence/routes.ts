// Presence (docs/architecture.md, "Live events"): PUT /presence is an open page's heartbeat and
// answers who else is there; GET /presence asks the same when a page opens or hears a change on the
// stream; DELETE /presence is the page leaving. Not a change of anything: no activity entry, no
// idempotency record, no rate limit (a beat every PRESENCE_HEARTBEAT_SECONDS is the page's normal life).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '@contract/permissions';
import { presenceEndpoints } from '@contract/presence-endpoints';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { beat, leave, presentOn } from './service';
import { districtOfSubject } from './subject';

/** Programme staff hear every district's presence in their scope; only staff hear of theirs. */
const isStaff = (request: FastifyRequest) => can(authOf(request).user.roles, 'staff:activity');

export function presenceRoutes(app: FastifyInstance) {
  apiRoute(app, presenceEndpoints.presence, {
    handler: async ({ query, request }) => {
      await districtOfSubject(app.db, request, query.subject);
      return presentOn(app.db, query.subject, { userId: authOf(request).userId, staff: isStaff(request) }, app.clock());
    },
  });

  apiRoute(app, presenceEndpoints.beatPresence, {
    handler: async ({ body, request }) => {
      const { userId } = authOf(request);
      const staff = isStaff(request);
      const districtId = await districtOfSubject(app.db, request, body.subject);
      const now = app.clock();
      await beat(
        app.db,
        { userId, tab: body.tab, subject: body.subject, activity: body.activity, districtId, visibility: staff ? 'staff' : 'district' },
        now,
      );
      return presentOn(app.db, body.subject, { userId, staff }, now);
    },
  });

  apiRoute(app, presenceEndpoints.leavePresence, {
    handler: async ({ query, request, reply }) => {
      await leave(app.db, authOf(request).userId, query.subject, query.tab);
      return reply.status(204).send();
    },
  });
}

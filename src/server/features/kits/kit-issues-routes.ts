// Staff's kit issues: the list and its three actions (kit-issues-service.ts), within the districts
// of the staff member's scope. An action may be sent again under its Idempotency-Key; without one, a
// second try on a settled issue answers 409.
import type { FastifyInstance } from 'fastify';
import { kitConditionEndpoints } from '@contract/kit-conditions-endpoints';
import { apiRoute } from '@server/plugins/contract-routes';
import { withIdempotency } from '@server/plugins/idempotency';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { listKitIssues, markRepaired, sendReplacement, writeOff } from './kit-issues-service';

export function kitIssueRoutes(app: FastifyInstance) {
  apiRoute(app, kitConditionEndpoints.staffKitIssues, {
    handler: async ({ query, request }) => listKitIssues(app.db, await staffScopeOf(app.db, request), query),
  });

  const actions = [
    [kitConditionEndpoints.replaceKitIssue, sendReplacement],
    [kitConditionEndpoints.repairKitIssue, markRepaired],
    [kitConditionEndpoints.writeOffKitIssue, writeOff],
  ] as const;
  for (const [endpoint, act] of actions) {
    apiRoute(app, endpoint, {
      handler: async ({ params, request, reply }) => {
        const scope = await staffScopeOf(app.db, request);
        return withIdempotency(request, reply, (tx) => act(tx, scope, params.id));
      },
    });
  }
}

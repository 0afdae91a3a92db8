// The checklist (spec §7 Action tasks). Completing a task can come from the offline outbox, so
// the PATCH is an outbox route (exactly once per Idempotency-Key, and batchable).
import type { FastifyInstance } from 'fastify';
import { actionTaskEndpoints } from '@contract/action-tasks-endpoints';
import { outboxRoute } from '@server/plugins/change-batches';
import { apiRoute } from '@server/plugins/contract-routes';
import { viewerOf } from '@server/plugins/viewer';
import { listActionTasks, setTaskCompleted } from './service';

export function checklistRoutes(app: FastifyInstance) {
  apiRoute(app, actionTaskEndpoints.actionTasks, {
    handler: async ({ query, request }) => listActionTasks(app.db, viewerOf(request), query),
  });

  // Ticking is the district's own act: programme staff see the tasks, and act on a district's
  // checklist only through the staff console (district:act, 403 otherwise).
  outboxRoute(app, actionTaskEndpoints.completeActionTask, {
    change: async ({ params, body, request }) => {
      const viewer = viewerOf(request);
      return (tx) => setTaskCompleted(tx, viewer, params.id, body);
    },
  });
}

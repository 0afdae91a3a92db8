// Checklist tasks from the staff console (`staff:tasks`): list, create, edit, delete, within the
// caller's districts. The tasks appear in the district's My Checklist at once.
import type { FastifyInstance } from 'fastify';
import { staffActionTaskEndpoints } from '@contract/action-tasks-staff-endpoints';
import { staffMessages } from '@contract/staff-messages';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { staffScopeOf, type StaffScope } from '@server/plugins/staff-scope';
import { createStaffTask, deleteStaffTask, listStaffTasks, loadStaffTask, updateStaffTask } from './staff-service';

export function staffChecklistRoutes(app: FastifyInstance) {
  const answer = async (scope: StaffScope, id: string) => {
    const task = await loadStaffTask(app.db, scope, id);
    if (!task) throw notFound(staffMessages.taskNotFound);
    return task;
  };

  apiRoute(app, staffActionTaskEndpoints.staffActionTasks, {
    handler: async ({ query, request }) => listStaffTasks(app.db, await staffScopeOf(app.db, request), query),
  });

  apiRoute(app, staffActionTaskEndpoints.createStaffActionTask, {
    handler: async ({ body, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      const id = await app.db.transaction((tx) => createStaffTask(tx, scope, body));
      return reply.status(201).send(await answer(scope, id));
    },
  });

  apiRoute(app, staffActionTaskEndpoints.updateStaffActionTask, {
    handler: async ({ params, body, request }) => {
      const scope = await staffScopeOf(app.db, request);
      await app.db.transaction((tx) => updateStaffTask(tx, scope, params.id, body));
      return answer(scope, params.id);
    },
  });

  apiRoute(app, staffActionTaskEndpoints.deleteStaffActionTask, {
    handler: async ({ params, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      await app.db.transaction((tx) => deleteStaffTask(tx, scope, params.id));
      return reply.status(204).send();
    },
  });
}

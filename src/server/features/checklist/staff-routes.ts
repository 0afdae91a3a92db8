// Checklist tasks from the staff console (`staff:tasks`): list, create, edit, delete, within the
// caller's districts. The tasks appear in the district's My Checklist at once.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createStaffTaskSchema, staffTasksQuerySchema, updateStaffTaskSchema } from '../../../contract/action-tasks';
import { routes } from '../../../contract/routes';
import { staffMessages } from '../../../contract/staff-messages';
import { requireAbility, requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { notFound } from '../../plugins/http-error';
import { staffScopeOf, type StaffScope } from '../../plugins/staff-scope';
import { createStaffTask, deleteStaffTask, listStaffTasks, loadStaffTask, updateStaffTask } from './staff-service';

const idParams = z.object({ id: z.string() });
const guard = [requireAuth, requireAbility('staff:tasks')];

export function staffChecklistRoutes(app: FastifyInstance) {
  const answer = async (scope: StaffScope, id: string) => {
    const task = await loadStaffTask(app.db, scope, id);
    if (!task) throw notFound(staffMessages.taskNotFound);
    return task;
  };

  apiRoute(app, routes.staffActionTasks, {
    query: staffTasksQuerySchema,
    preHandler: guard,
    handler: async ({ query, request }) => listStaffTasks(app.db, await staffScopeOf(app.db, request), query),
  });

  apiRoute(app, routes.createStaffActionTask, {
    body: createStaffTaskSchema,
    preHandler: guard,
    handler: async ({ body, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      const id = await app.db.transaction((tx) => createStaffTask(tx, scope, body));
      return reply.status(201).send(await answer(scope, id));
    },
  });

  apiRoute(app, routes.updateStaffActionTask, {
    params: idParams,
    body: updateStaffTaskSchema,
    preHandler: guard,
    handler: async ({ params, body, request }) => {
      const scope = await staffScopeOf(app.db, request);
      await app.db.transaction((tx) => updateStaffTask(tx, scope, params.id, body));
      return answer(scope, params.id);
    },
  });

  apiRoute(app, routes.deleteStaffActionTask, {
    params: idParams,
    preHandler: guard,
    handler: async ({ params, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      await app.db.transaction((tx) => deleteStaffTask(tx, scope, params.id));
      return reply.status(204).send();
    },
  });
}

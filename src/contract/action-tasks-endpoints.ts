// The checklist's endpoints (src/contract/endpoint.ts): the list, and ticking a task, a write the
// offline outbox sends (alone or in a batch).
import { actionTaskListSchema, actionTaskSchema, actionTasksQuerySchema, completeActionTaskSchema } from './action-tasks';
import { endpoint } from './endpoint';
import { routes } from './routes';

export const actionTaskEndpoints = {
  actionTasks: endpoint(routes.actionTasks, { access: 'signed-in', query: actionTasksQuerySchema, response: actionTaskListSchema }),
  // Ticking is the district's own act: programme staff act on a district's checklist only through the staff console.
  completeActionTask: endpoint(routes.completeActionTask, { access: 'district:act', body: completeActionTaskSchema, response: actionTaskSchema }),
};

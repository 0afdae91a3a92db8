// Checklist tasks from the staff console (src/contract/endpoint.ts): list, create, edit, delete.
import { createStaffTaskSchema, staffTaskListSchema, staffTaskSchema, staffTasksQuerySchema, updateStaffTaskSchema } from './action-tasks';
import { endpoint } from './endpoint';
import { routes } from './routes';

export const staffActionTaskEndpoints = {
  staffActionTasks: endpoint(routes.staffActionTasks, { access: 'staff:tasks', query: staffTasksQuerySchema, response: staffTaskListSchema }),
  createStaffActionTask: endpoint(routes.createStaffActionTask, { access: 'staff:tasks', body: createStaffTaskSchema, response: staffTaskSchema }),
  updateStaffActionTask: endpoint(routes.updateStaffActionTask, { access: 'staff:tasks', body: updateStaffTaskSchema, response: staffTaskSchema }),
  // 204, no body.
  deleteStaffActionTask: endpoint(routes.deleteStaffActionTask, { access: 'staff:tasks' }),
};

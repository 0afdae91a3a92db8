// The routes the first screens call: the start script's (the server's health for the reachability
// check, the client's set-up, the session's renewal) and the dashboard's (its panels, the bell, the
// live stream). Part of the route table (routes.ts), written here so those screens do not load the
// whole table.
import { route } from './route-paths';

export const firstRoutes = {
  health: route('GET', '/health'),
  clientConfig: route('GET', '/config'),
  refresh: route('PUT', '/sessions'),
  eventTicket: route('POST', '/events/tickets'),
  eventStream: route('GET', '/events'),
  notifications: route('GET', '/notifications'),
  updateNotification: route('PATCH', '/notifications/:id'),
  readAllNotifications: route('POST', '/notifications/read-all'),
  actionTasks: route('GET', '/action-tasks'),
  myOrders: route('GET', '/projects/orders'),
  dashboardSummary: route('GET', '/dashboard/summary'),
} as const;

// Hands-on projects (spec §7 Projects, Lookups; My Orders): reads here, writes in write-routes.ts.
import type { FastifyInstance } from 'fastify';
import { projectEndpoints } from '@contract/projects-endpoints';
import { fulfilmentMessages } from '@contract/projects-fulfilment-messages';
import { messages } from '@contract/messages';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { findOrder, listOrders } from './order-queries';
import { loadTimeline } from './order-timeline';
import { listProjects } from './project-queries';
import { loadProjectDetail, projectCreationKits, projectKitLookup } from './read-service';
import { projectStaffRoutes } from './staff-routes';
import { viewerOf } from '@server/plugins/viewer';
import { projectWriteRoutes } from './write-routes';

export function projectRoutes(app: FastifyInstance) {
  apiRoute(app, projectEndpoints.projects, {
    handler: async ({ query, request }) => listProjects(app.db, viewerOf(request), query),
  });

  apiRoute(app, projectEndpoints.myProjects, {
    handler: async ({ query, request }) => listProjects(app.db, viewerOf(request), query),
  });

  apiRoute(app, projectEndpoints.myOrders, {
    handler: async ({ query, request }) => listOrders(app.db, viewerOf(request), query),
  });

  apiRoute(app, projectEndpoints.project, {
    handler: async ({ params, request }) => {
      const detail = await loadProjectDetail(app.db, viewerOf(request), params.id);
      if (!detail) throw notFound(messages.projectNotFound);
      return detail;
    },
  });

  apiRoute(app, projectEndpoints.projectKits, {
    handler: async () => projectKitLookup(app.db),
  });

  apiRoute(app, projectEndpoints.projectCreationKits, {
    handler: async ({ request }) => projectCreationKits(app.db, viewerOf(request)),
  });

  // An order's timeline as the district sees it (entries visible to the district).
  apiRoute(app, projectEndpoints.orderTimeline, {
    handler: async ({ params, request }) => {
      const order = await findOrder(app.db, viewerOf(request), params.id);
      if (!order) throw notFound(fulfilmentMessages.orderNotFound);
      return { items: await loadTimeline(app.db, order.order.id, { staff: false }) };
    },
  });

  projectWriteRoutes(app);
  projectStaffRoutes(app);
}

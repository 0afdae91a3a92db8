// Applications (spec §7 Applications, User): the list with its filter, the details, creating one
// from the wizard, the pre-filled answers, the planning pop-up flag and the wizard's resource choices.
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  applicationMessages,
  applicationsFilterSchema,
  createApplicationRequestSchema,
  myApplicationsQuerySchema,
  type ResourceChoice,
} from '../../../contract/applications';
import { messages } from '../../../contract/messages';
import { routes } from '../../../contract/routes';
import { resources, users } from '../../db/schema';
import { authOf, requireAbility, requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { notFound } from '../../plugins/http-error';
import { loadUser } from '../auth/user-dto';
import { viewerOf } from '../../plugins/viewer';
import { createApplication } from './create-service';
import { prefilledApplication } from './prefill-service';
import { listApplications, loadApplication } from './queries';

const idParams = z.object({ id: z.string() });

export function applicationRoutes(app: FastifyInstance) {
  apiRoute(app, routes.myApplications, {
    body: applicationsFilterSchema,
    query: myApplicationsQuerySchema,
    preHandler: [requireAuth],
    handler: async ({ body, query, request }) => listApplications(app.db, viewerOf(request), body, query),
  });

  apiRoute(app, routes.prefilledApplication, {
    preHandler: [requireAuth],
    handler: async ({ request }) => prefilledApplication(app.db, authOf(request).userId),
  });

  apiRoute(app, routes.application, {
    params: idParams,
    preHandler: [requireAuth],
    handler: async ({ params, request }) => {
      // Another district's application answers like a missing one, so its existence is not revealed.
      const detail = await loadApplication(app.db, viewerOf(request), params.id);
      if (!detail) throw notFound(applicationMessages.notFound);
      return detail;
    },
  });

  apiRoute(app, routes.createApplication, {
    body: createApplicationRequestSchema,
    // Applying is the district's act (district:act); programme staff review applications, never file them.
    preHandler: [requireAuth, requireAbility('district:act')],
    handler: async ({ body, request, reply }) => {
      const created = await createApplication(app.db, authOf(request).userId, body, app.clock());
      // The e-mails were queued with the application; send them now rather than at the next tick.
      app.jobs.wake();
      return reply.status(201).send(created);
    },
  });

  apiRoute(app, routes.planningWatched, {
    preHandler: [requireAuth],
    handler: async ({ request }) => {
      const userId = authOf(request).userId;
      await app.db.update(users).set({ showPlanningPopUp: false }).where(eq(users.id, userId));
      const user = await loadUser(app.db, userId);
      if (!user) throw notFound(messages.notFound);
      return user;
    },
  });

  apiRoute(app, routes.applicationResources, {
    preHandler: [requireAuth],
    handler: async (): Promise<{ items: ResourceChoice[] }> => {
      const items = await app.db
        .select({
          id: resources.id,
          name: resources.name,
          type: resources.type,
          summary: resources.summary,
          gradeBand: resources.gradeBand,
        })
        .from(resources)
        .where(eq(resources.isActive, true))
        .orderBy(asc(resources.type), asc(resources.name));
      return { items };
    },
  });
}

// Applications (spec §7 Applications, User): the list with its filter, the details, creating one
// from the wizard, withdrawing one, the pre-filled answers, the planning pop-up flag and the wizard's
// resource choices.
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { applicationMessages, type ResourceChoice } from '@contract/applications';
import { applicationEndpoints } from '@contract/applications-endpoints';
import { messages } from '@contract/messages';
import { resources, users } from '@server/db/schema';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { loadUser } from '../auth/user-dto';
import { viewerOf } from '@server/plugins/viewer';
import { createApplication } from './create-service';
import { prefilledApplication } from './prefill-service';
import { listApplications, loadApplication } from './queries';
import { withdrawApplication } from './status-service';

export function applicationRoutes(app: FastifyInstance) {
  apiRoute(app, applicationEndpoints.myApplications, {
    handler: async ({ body, query, request }) => listApplications(app.db, viewerOf(request), body, query),
  });

  apiRoute(app, applicationEndpoints.prefilledApplication, {
    handler: async ({ request }) => prefilledApplication(app.db, authOf(request).userId),
  });

  apiRoute(app, applicationEndpoints.application, {
    handler: async ({ params, request }) => {
      // Another district's application answers like a missing one, so its existence is not revealed.
      const detail = await loadApplication(app.db, viewerOf(request), params.id);
      if (!detail) throw notFound(applicationMessages.notFound);
      return detail;
    },
  });

  // Applying is the district's act (district:act); programme staff review applications, never file them.
  apiRoute(app, applicationEndpoints.createApplication, {
    handler: async ({ body, request, reply }) => {
      const created = await createApplication(app.db, authOf(request).userId, body, app.clock());
      // The e-mails were queued with the application; send them now rather than at the next tick.
      app.jobs.wake();
      return reply.status(201).send(created);
    },
  });

  // Withdrawing is the district's own act, on an application its member can see.
  apiRoute(app, applicationEndpoints.withdrawApplication, {
    handler: async ({ params, body, request }) => {
      const viewer = viewerOf(request);
      if (!(await loadApplication(app.db, viewer, params.id))) throw notFound(applicationMessages.notFound);
      await app.db.transaction((tx) => withdrawApplication(tx, viewer.userId, params.id, body.reason));
      const detail = await loadApplication(app.db, viewer, params.id);
      if (!detail) throw notFound(applicationMessages.notFound);
      return detail;
    },
  });

  apiRoute(app, applicationEndpoints.planningWatched, {
    handler: async ({ request }) => {
      const userId = authOf(request).userId;
      await app.db.update(users).set({ showPlanningPopUp: false }).where(eq(users.id, userId));
      const user = await loadUser(app.db, userId);
      if (!user) throw notFound(messages.notFound);
      return user;
    },
  });

  apiRoute(app, applicationEndpoints.applicationResources, {
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

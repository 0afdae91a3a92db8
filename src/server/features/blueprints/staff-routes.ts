// Blueprints, programme staff side: start one from an application, edit it (PUT /blueprints/:id,
// the spec's own path) with the version check, issue the quote and move the stage. Each runs in one
// transaction with its activity-log entries; e-mails go out after the commit.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { editBlueprintSchema, issueQuoteSchema, moveStageSchema, startBlueprintSchema } from '../../../contract/blueprints';
import { routes } from '../../../contract/routes';
import { requireAbility, requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { blueprintViewerOf } from './access';
import { editBlueprint, startBlueprint } from './builder-service';
import { sendQuoteIssued } from './mail';
import { loadBlueprintDetail } from './queries';
import { issueQuote, moveStage } from './quote-service';

const idParams = z.object({ id: z.string() });

export function blueprintStaffRoutes(app: FastifyInstance) {
  const staff = [requireAuth, requireAbility('staff:blueprints')];
  const viewerOf = (request: Parameters<typeof blueprintViewerOf>[1]) => blueprintViewerOf(app.db, request);

  apiRoute(app, routes.staffStartBlueprint, {
    body: startBlueprintSchema,
    preHandler: staff,
    handler: async ({ body, request, reply }) => {
      const viewer = await viewerOf(request);
      const id = await app.db.transaction((tx) => startBlueprint(tx, viewer, body.applicationId));
      return reply.status(201).send(await loadBlueprintDetail(app.db, viewer, id));
    },
  });

  apiRoute(app, routes.editBlueprint, {
    params: idParams,
    body: editBlueprintSchema,
    preHandler: staff,
    handler: async ({ params, body, request }) => {
      const viewer = await viewerOf(request);
      const issued = await app.db.transaction((tx) => editBlueprint(tx, viewer, params.id, body));
      if (issued) await sendQuoteIssued(app, issued);
      return loadBlueprintDetail(app.db, viewer, params.id);
    },
  });

  apiRoute(app, routes.staffIssueQuote, {
    params: idParams,
    body: issueQuoteSchema,
    preHandler: staff,
    handler: async ({ params, body, request }) => {
      const viewer = await viewerOf(request);
      const issued = await app.db.transaction((tx) => issueQuote(tx, viewer, params.id, body.version));
      await sendQuoteIssued(app, issued);
      return loadBlueprintDetail(app.db, viewer, params.id);
    },
  });

  apiRoute(app, routes.staffMoveBlueprintStage, {
    params: idParams,
    body: moveStageSchema,
    preHandler: staff,
    handler: async ({ params, body, request }) => {
      const viewer = await viewerOf(request);
      await app.db.transaction((tx) => moveStage(tx, viewer, params.id, body.stage, body.version));
      return loadBlueprintDetail(app.db, viewer, params.id);
    },
  });
}

// Blueprints, programme staff side: start one from an application, edit it (PUT /blueprints/:id,
// the spec's own path) with the version check, issue the quote and move the stage. Each runs in one
// transaction with its activity-log entries; e-mails go out after the commit.
import type { FastifyInstance } from 'fastify';
import { staffBlueprintEndpoints } from '@contract/blueprints-staff-endpoints';
import { languageOf } from '@server/i18n/request-language';
import { apiRoute } from '@server/plugins/contract-routes';
import { blueprintViewerOf } from './access';
import { editBlueprint, startBlueprint } from './builder-service';
import { sendQuoteIssued } from './mail';
import { loadBlueprintDetail } from './queries';
import { issueQuote, moveStage } from './quote-service';

export function blueprintStaffRoutes(app: FastifyInstance) {
  const viewerOf = (request: Parameters<typeof blueprintViewerOf>[1]) => blueprintViewerOf(app.db, request);

  apiRoute(app, staffBlueprintEndpoints.staffStartBlueprint, {
    handler: async ({ body, request, reply }) => {
      const viewer = await viewerOf(request);
      const id = await app.db.transaction((tx) => startBlueprint(tx, viewer, body.applicationId));
      return reply.status(201).send(await loadBlueprintDetail(app.db, viewer, id));
    },
  });

  apiRoute(app, staffBlueprintEndpoints.editBlueprint, {
    handler: async ({ params, body, request }) => {
      const viewer = await viewerOf(request);
      const issued = await app.db.transaction((tx) => editBlueprint(tx, viewer, params.id, body));
      if (issued) await sendQuoteIssued(app, issued, languageOf(request));
      return loadBlueprintDetail(app.db, viewer, params.id);
    },
  });

  apiRoute(app, staffBlueprintEndpoints.staffIssueQuote, {
    handler: async ({ params, body, request }) => {
      const viewer = await viewerOf(request);
      const issued = await app.db.transaction((tx) => issueQuote(tx, viewer, params.id, body.version));
      await sendQuoteIssued(app, issued, languageOf(request));
      return loadBlueprintDetail(app.db, viewer, params.id);
    },
  });

  apiRoute(app, staffBlueprintEndpoints.staffMoveBlueprintStage, {
    handler: async ({ params, body, request }) => {
      const viewer = await viewerOf(request);
      await app.db.transaction((tx) => moveStage(tx, viewer, params.id, body.stage, body.version));
      return loadBlueprintDetail(app.db, viewer, params.id);
    },
  });
}

// Blueprints, district side (spec §7 Blueprints, Lookups): the list, details, schools, impact,
// comments, approval and the implementation contact, plus the quote as a PDF. Staff reach the same
// calls for the districts in their scope; their builder's calls are in staff-routes.ts.
import type { FastifyInstance } from 'fastify';
import { blueprintMessages } from '@contract/blueprints-messages';
import { blueprintEndpoints } from '@contract/blueprints-endpoints';
import { languageOf } from '@server/i18n/request-language';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { blueprintViewerOf } from './access';
import { addComment, deleteComment, listComments } from './comments-service';
import { approveBlueprint, changeImplementer } from './decision-service';
import { blueprintSchoolOptions, blueprintUsers, usersOfDistrict } from './lookups';
import { sendImplementerNotice } from './mail';
import { listBlueprints, loadBlueprintDetail, loadBlueprintImpact, loadBlueprintSchools } from './queries';
import { quotePdfName, renderQuotePdf } from './quote-pdf';
import { wordsOf } from '@server/i18n/request-language';

export function blueprintRoutes(app: FastifyInstance) {
  // Writes declare what they do (their endpoints' access); mayDecideBlueprint then narrows them to
  // the person (the applicant, the district office, or programme staff who build blueprints).
  const viewerOf = (request: Parameters<typeof blueprintViewerOf>[1]) => blueprintViewerOf(app.db, request);

  apiRoute(app, blueprintEndpoints.myBlueprints, {
    handler: async ({ body, query, request }) => listBlueprints(app.db, await viewerOf(request), body, query),
  });

  apiRoute(app, blueprintEndpoints.blueprint, {
    handler: async ({ params, request }) => loadBlueprintDetail(app.db, await viewerOf(request), params.id),
  });

  apiRoute(app, blueprintEndpoints.blueprintSchools, {
    handler: async ({ params, request }) => ({ items: await loadBlueprintSchools(app.db, await viewerOf(request), params.id) }),
  });

  apiRoute(app, blueprintEndpoints.blueprintImpact, {
    handler: async ({ params, request }) => loadBlueprintImpact(app.db, await viewerOf(request), params.id),
  });

  apiRoute(app, blueprintEndpoints.approveBlueprint, {
    handler: async ({ params, body, request }) => {
      const viewer = await viewerOf(request);
      await app.db.transaction((tx) => approveBlueprint(tx, viewer, params.id, body, app.clock()));
      return loadBlueprintDetail(app.db, viewer, params.id);
    },
  });

  apiRoute(app, blueprintEndpoints.inviteImplementer, {
    handler: async ({ params, body, request }) => {
      const viewer = await viewerOf(request);
      const notice = await app.db.transaction((tx) => changeImplementer(tx, viewer, params.id, body, app.clock()));
      await sendImplementerNotice(app, notice, languageOf(request));
      return loadBlueprintDetail(app.db, viewer, params.id);
    },
  });

  apiRoute(app, blueprintEndpoints.blueprintComments, {
    handler: async ({ params, request }) => listComments(app.db, await viewerOf(request), params.id),
  });

  apiRoute(app, blueprintEndpoints.addBlueprintComment, {
    handler: async ({ params, body, request, reply }) => {
      const viewer = await viewerOf(request);
      const created = await app.db.transaction((tx) => addComment(tx, viewer, params.id, body.comment));
      return reply.status(201).send(created);
    },
  });

  apiRoute(app, blueprintEndpoints.deleteBlueprintComment, {
    handler: async ({ params, query, request, reply }) => {
      const viewer = await viewerOf(request);
      await app.db.transaction((tx) => deleteComment(tx, viewer, params.id, query.commentId, app.clock()));
      return reply.status(204).send();
    },
  });

  apiRoute(app, blueprintEndpoints.blueprintQuotePdf, {
    handler: async ({ params, query, request, reply }) => {
      const blueprint = await loadBlueprintDetail(app.db, await viewerOf(request), params.id);
      const revision = query.revision === undefined ? blueprint.revisions[0] : blueprint.revisions.find((r) => r.revision === query.revision);
      if (!revision) throw notFound(blueprintMessages.revisionNotFound);
      const pdf = await renderQuotePdf(blueprint, revision, wordsOf(request));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${quotePdfName(blueprint, revision)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });

  // Lookups.
  apiRoute(app, blueprintEndpoints.blueprintSchoolsFilter, {
    handler: async ({ body, request }) => blueprintSchoolOptions(app.db, await viewerOf(request), body.districtIds),
  });

  apiRoute(app, blueprintEndpoints.blueprintUsers, {
    handler: async ({ query, request }) => blueprintUsers(app.db, await viewerOf(request), query.blueprintId),
  });

  apiRoute(app, blueprintEndpoints.users, {
    handler: async ({ query, request }) => usersOfDistrict(app.db, await viewerOf(request), query.districtId),
  });
}

// Blueprints, district side (spec §7 Blueprints, Lookups): the list, details, schools, impact,
// comments, approval and the implementation contact, plus the quote as a PDF. Staff reach the same
// calls for the districts in their scope; their builder's calls are in staff-routes.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addCommentSchema,
  approveBlueprintSchema,
  blueprintSchoolsFilterBodySchema,
  blueprintsFilterSchema,
  blueprintUsersQuerySchema,
  deleteCommentQuerySchema,
  implementerRequestSchema,
  myBlueprintsQuerySchema,
  quotePdfQuerySchema,
  usersLookupQuerySchema,
} from '../../../contract/blueprints';
import { blueprintMessages } from '../../../contract/blueprints-messages';
import { routes } from '../../../contract/routes';
import { requireAbility, requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { notFound } from '../../plugins/http-error';
import { blueprintViewerOf } from './access';
import { addComment, deleteComment, listComments } from './comments-service';
import { approveBlueprint, changeImplementer } from './decision-service';
import { blueprintSchoolOptions, blueprintUsers, usersOfDistrict } from './lookups';
import { sendImplementerNotice } from './mail';
import { listBlueprints, loadBlueprintDetail, loadBlueprintImpact, loadBlueprintSchools } from './queries';
import { quotePdfName, renderQuotePdf } from './quote-pdf';

const idParams = z.object({ id: z.string() });

export function blueprintRoutes(app: FastifyInstance) {
  const read = [requireAuth, requireAbility('blueprint:read')];
  const comment = [requireAuth, requireAbility('blueprint:comment')];
  // Writes declare what they do; mayDecideBlueprint then narrows them to the person (the applicant,
  // the district office, or programme staff who build blueprints).
  const approve = [requireAuth, requireAbility('blueprint:approve')];
  const invite = [requireAuth, requireAbility('blueprint:invite')];
  const viewerOf = (request: Parameters<typeof blueprintViewerOf>[1]) => blueprintViewerOf(app.db, request);

  apiRoute(app, routes.myBlueprints, {
    body: blueprintsFilterSchema,
    query: myBlueprintsQuerySchema,
    preHandler: read,
    handler: async ({ body, query, request }) => listBlueprints(app.db, await viewerOf(request), body, query),
  });

  apiRoute(app, routes.blueprint, {
    params: idParams,
    preHandler: read,
    handler: async ({ params, request }) => loadBlueprintDetail(app.db, await viewerOf(request), params.id),
  });

  apiRoute(app, routes.blueprintSchools, {
    params: idParams,
    preHandler: read,
    handler: async ({ params, request }) => ({ items: await loadBlueprintSchools(app.db, await viewerOf(request), params.id) }),
  });

  apiRoute(app, routes.blueprintImpact, {
    params: idParams,
    preHandler: read,
    handler: async ({ params, request }) => loadBlueprintImpact(app.db, await viewerOf(request), params.id),
  });

  apiRoute(app, routes.approveBlueprint, {
    params: idParams,
    body: approveBlueprintSchema,
    preHandler: approve,
    handler: async ({ params, body, request }) => {
      const viewer = await viewerOf(request);
      await app.db.transaction((tx) => approveBlueprint(tx, viewer, params.id, body.quoteRevision, app.clock()));
      return loadBlueprintDetail(app.db, viewer, params.id);
    },
  });

  apiRoute(app, routes.inviteImplementer, {
    params: idParams,
    body: implementerRequestSchema,
    preHandler: invite,
    handler: async ({ params, body, request }) => {
      const viewer = await viewerOf(request);
      const notice = await app.db.transaction((tx) => changeImplementer(tx, viewer, params.id, body, app.clock()));
      await sendImplementerNotice(app, notice);
      return loadBlueprintDetail(app.db, viewer, params.id);
    },
  });

  apiRoute(app, routes.blueprintComments, {
    params: idParams,
    preHandler: read,
    handler: async ({ params, request }) => listComments(app.db, await viewerOf(request), params.id),
  });

  apiRoute(app, routes.addBlueprintComment, {
    params: idParams,
    body: addCommentSchema,
    preHandler: comment,
    handler: async ({ params, body, request, reply }) => {
      const viewer = await viewerOf(request);
      const created = await app.db.transaction((tx) => addComment(tx, viewer, params.id, body.comment));
      return reply.status(201).send(created);
    },
  });

  apiRoute(app, routes.deleteBlueprintComment, {
    params: idParams,
    query: deleteCommentQuerySchema,
    preHandler: comment,
    handler: async ({ params, query, request, reply }) => {
      const viewer = await viewerOf(request);
      await app.db.transaction((tx) => deleteComment(tx, viewer, params.id, query.commentId, app.clock()));
      return reply.status(204).send();
    },
  });

  apiRoute(app, routes.blueprintQuotePdf, {
    params: idParams,
    query: quotePdfQuerySchema,
    preHandler: read,
    handler: async ({ params, query, request, reply }) => {
      const blueprint = await loadBlueprintDetail(app.db, await viewerOf(request), params.id);
      const revision = query.revision === undefined ? blueprint.revisions[0] : blueprint.revisions.find((r) => r.revision === query.revision);
      if (!revision) throw notFound(blueprintMessages.revisionNotFound);
      const pdf = await renderQuotePdf(blueprint, revision);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${quotePdfName(blueprint, revision)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });

  // Lookups.
  apiRoute(app, routes.blueprintSchoolsFilter, {
    body: blueprintSchoolsFilterBodySchema,
    preHandler: read,
    handler: async ({ body, request }) => blueprintSchoolOptions(app.db, await viewerOf(request), body.districtIds),
  });

  apiRoute(app, routes.blueprintUsers, {
    query: blueprintUsersQuerySchema,
    preHandler: read,
    handler: async ({ query, request }) => blueprintUsers(app.db, await viewerOf(request), query.blueprintId),
  });

  apiRoute(app, routes.users, {
    query: usersLookupQuerySchema,
    preHandler: read,
    handler: async ({ query, request }) => usersOfDistrict(app.db, await viewerOf(request), query.districtId),
  });
}

// POST /staff/people/import and POST /district/people/import: the body is the CSV itself. Its
// parser (text/csv, read as text) and its body limit are registered in a context of their own, so
// every other route keeps the JSON parser and the app's 1 MiB limit.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fillTemplate } from '@contract/message-template';
import { MAX_PEOPLE_IMPORT_BYTES } from '@contract/people-import';
import { peopleEndpoints } from '@contract/people-endpoints';
import { peopleMessages, peopleMessageTemplates } from '@contract/people-messages';
import { districts } from '@server/db/schema';
import { languageOf } from '@server/i18n/request-language';
import { apiRoute } from '@server/plugins/contract-routes';
import { forbidden, HttpError } from '@server/plugins/http-error';
import { scopeIncludes, staffScopeOf } from '@server/plugins/staff-scope';
import type { FastifyRequest } from 'fastify';
import { districtActor } from './district-actor';
import { importPeople, readImportFile } from './people-import';

const fileError = (status: number, message: string) => new HttpError(status, message, [{ field: 'file', message }]);
const tooLarge = () => fileError(413, fillTemplate(peopleMessageTemplates.importTooLarge, { megabytes: MAX_PEOPLE_IMPORT_BYTES / 1024 / 1024 }));

function fileText(request: FastifyRequest): string {
  if (typeof request.body !== 'string') throw fileError(400, peopleMessages.importNotCsv);
  return request.body;
}

export function peopleImportRoutes(app: FastifyInstance) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: MAX_PEOPLE_IMPORT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.addHook('onRequest', async (request) => {
      const length = Number(request.headers['content-length']);
      if (Number.isFinite(length) && length > MAX_PEOPLE_IMPORT_BYTES) throw tooLarge();
    });
    scope.setErrorHandler((error) => {
      const code = (error as { code?: string }).code;
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
      if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') throw fileError(400, peopleMessages.importNotCsv);
      throw error;
    });

    apiRoute(scope, peopleEndpoints.importStaffPeople, {
      bodyLimit: MAX_PEOPLE_IMPORT_BYTES,
      handler: async ({ query, request }) => {
        const staffScope = await staffScopeOf(app.db, request);
        const [district] = await app.db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.id, query.districtId));
        if (!district || !scopeIncludes(staffScope, district.id)) {
          throw new HttpError(400, peopleMessages.districtInvalid, [{ field: 'districtId', message: peopleMessages.districtInvalid }]);
        }
        const rows = readImportFile(fileText(request));
        return importPeople(app, { district, inviterId: staffScope.userId, rows, preview: query.preview, language: languageOf(request) });
      },
    });

    apiRoute(scope, peopleEndpoints.importDistrictPeople, {
      bodyLimit: MAX_PEOPLE_IMPORT_BYTES,
      handler: async ({ query, request }) => {
        const actor = await districtActor(app, request);
        if (!actor.mayManage || !actor.districtId) throw forbidden(peopleMessages.coordinatorOnly);
        // Another district is refused by name rather than quietly replaced by the caller's own.
        if (query.districtId !== undefined && query.districtId !== actor.districtId) {
          throw new HttpError(403, peopleMessages.importDistrictNotYours, [{ field: 'districtId', message: peopleMessages.importDistrictNotYours }]);
        }
        const [district] = await app.db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.id, actor.districtId));
        const rows = readImportFile(fileText(request));
        return importPeople(app, { district: district!, inviterId: actor.userId, rows, preview: query.preview, language: languageOf(request) });
      },
    });
  });
}

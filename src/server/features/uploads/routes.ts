// PUT /uploads/{sha256} and GET /uploads/{sha256}: photos of kits (src/contract/uploads.ts). The PUT
// takes the photo's raw bytes: its own content-type parser and a body limit just over
// MAX_UPLOAD_BYTES, registered in a context of its own so every other route keeps the JSON parser
// and the app's 1 MiB limit.
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@contract/kit-records';
import { isProgrammeStaff } from '@contract/permissions';
import { UPLOAD_REQUEST_TYPES, uploadMessages } from '@contract/uploads';
import { uploadEndpoints } from '@contract/uploads-endpoints';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { HttpError } from '@server/plugins/http-error';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { viewerOf } from '@server/plugins/viewer';
import { readUpload, storeUpload, type Reader } from './upload-service';

/** Room for a photo of the largest size; a larger body is refused before it is read. */
const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 1024;

const tooLarge = () => new HttpError(413, uploadMessages.tooLarge, [{ field: 'photo', message: uploadMessages.tooLarge }]);

export function uploadRoutes(app: FastifyInstance) {
  void app.register(async (scope) => {
    scope.addContentTypeParser([...UPLOAD_REQUEST_TYPES], { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // A stated length over the limit is refused at once, with the photo's own words; the input
    // guard keeps the connection open so the client reads this answer (the body is drained, never kept).
    scope.addHook('onRequest', async (request) => {
      if (request.method !== 'PUT') return;
      const length = Number(request.headers['content-length']);
      if (Number.isFinite(length) && length > UPLOAD_BODY_LIMIT) throw tooLarge();
    });
    // Fastify's own refusal of a body that outgrew the limit while streaming (no length stated).
    scope.setErrorHandler((error) => {
      const code = (error as { code?: string }).code;
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
      // A type no photo has (text/html, multipart…): the bytes are not looked at, the answer is the same.
      if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        throw new HttpError(400, uploadMessages.notImage, [{ field: 'photo', message: uploadMessages.notImage }]);
      throw error;
    });

    apiRoute(scope, uploadEndpoints.putUpload, {
      bodyLimit: UPLOAD_BODY_LIMIT,
      handler: async ({ params, request, reply }) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) {
          throw new HttpError(400, uploadMessages.notImage, [{ field: 'photo', message: uploadMessages.notImage }]);
        }
        const { userId, user } = authOf(request);
        const { receipt, created } = await storeUpload(app.db, { userId, districtId: user.districtId }, params.sha256, new Uint8Array(body));
        reply.status(created ? 201 : 200);
        return receipt;
      },
    });
  });

  apiRoute(app, uploadEndpoints.upload, {
    handler: async ({ params, request, reply }) => {
      const { user } = authOf(request);
      const viewer = viewerOf(request);
      const reader: Reader = isProgrammeStaff(user.roles)
        ? { kind: 'staff', scope: await staffScopeOf(app.db, request) }
        : { kind: 'district', districtId: viewer.districtId, allDistricts: viewer.allDistricts };
      const photo = await readUpload(app.db, reader, params.sha256);
      // The name is the content's hash: the bytes behind it never change.
      return reply
        .header('Content-Type', photo.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(photo.content));
    },
  });
}

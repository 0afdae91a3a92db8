// The photo endpoints (src/contract/uploads.ts). A PUT's body is the photo's raw bytes, not JSON: its
// route takes a larger body than the JSON limit, and only for the image types (the server's uploads
// feature registers the parser for that route alone).
import { z } from 'zod';
import { endpoint } from './endpoint';
import { UPLOAD_CONTENT_TYPES } from './kit-records';
import { routes } from './routes';
import { SHA256_PATTERN, uploadMessages } from './uploads';

const sha256Params = z.object({
  sha256: z.string().regex(SHA256_PATTERN, { error: uploadMessages.hashInvalid }),
});

const uploadReceiptSchema = z.object({
  sha256: z.string(),
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  byteSize: z.number().int(),
});

export const uploadEndpoints = {
  putUpload: endpoint(routes.putUpload, { access: 'signed-in', params: sha256Params, response: uploadReceiptSchema }),
  upload: endpoint(routes.upload, { access: 'signed-in', params: sha256Params, file: true }),
};

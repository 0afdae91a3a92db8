// Photos sent to the server (PUT /uploads/{sha256}, GET /uploads/{sha256}): named by the SHA-256 of
// their bytes, so a resend is the same photo, not a second one. Only JPEG, PNG or WebP, judged by
// their first bytes (never by the header a client sends), at most MAX_UPLOAD_BYTES
// (docs/decisions.md, "Photos of kits").
import { MAX_UPLOAD_BYTES, type UploadContentType } from './kit-records';

/** A photo's name: 64 lower-case hex digits. */
export const SHA256_PATTERN = /^[0-9a-f]{64}$/;

/** Content types a PUT may carry; the bytes decide what the photo is. */
export const UPLOAD_REQUEST_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'] as const;

const MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

export const uploadMessages = {
  hashInvalid: 'The photo name must be its SHA-256: 64 hex digits',
  hashMismatch: "The photo's SHA-256 does not match its bytes: it was damaged on the way, send it again",
  notImage: 'The photo must be a JPEG, PNG or WebP image',
  empty: 'The photo is empty',
  tooLarge: `A photo may be at most ${MEGABYTES} MB`,
  notFound: 'Photo not found',
} as const;

/** What the first bytes say a photo is, or null when it is none of the three. */
export function sniffImageType(bytes: Uint8Array): UploadContentType | null {
  const at = (offset: number, ...expected: number[]) => expected.every((value, i) => bytes[offset + i] === value);
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  // RIFF....WEBP
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** The answer of a PUT: the photo's name, type and size (the same for a resend). */
export interface UploadReceipt {
  sha256: string;
  contentType: UploadContentType;
  byteSize: number;
}

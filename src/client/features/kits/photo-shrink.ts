// A photo made ready on the device before it is queued (docs/decisions.md, "Photos of kits"): drawn
// again at most PHOTO_MAX_SIDE pixels on its long side and re-encoded as JPEG, lowering the quality
// until it is about PHOTO_TARGET_BYTES. Drawing and re-encoding keep only the pixels, so the file's
// location (EXIF GPS), camera and other metadata never leave the device. Then named by its SHA-256.
import type { PreparedPhoto } from '@offline/photos';

export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_TARGET_BYTES = 300 * 1024;
const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45, 0.35];

/** The size to draw at: the long side at most `max`, the shape kept. */
export function fittedSize(width: number, height: number, max: number = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The SHA-256 of the bytes, as 64 lower-case hex digits (the photo's name on the server). */
export async function sha256Hex(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes instanceof Uint8Array ? new Uint8Array(bytes) : bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))), 'image/jpeg', quality);
  });
}

/** The photo shrunk, stripped and named; rejects when the file is not an image the browser can read. */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  // 'from-image' applies the EXIF orientation before it is dropped, so the photo stays upright.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  let size = fittedSize(bitmap.width, bitmap.height);
  let blob: Blob | null = null;
  try {
    for (let round = 0; round < 3 && !(blob && blob.size <= PHOTO_TARGET_BYTES); round++) {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
      for (const quality of QUALITIES) {
        blob = await encode(canvas, quality);
        if (blob.size <= PHOTO_TARGET_BYTES) break;
      }
      // Still too heavy at the lowest quality (a very busy picture): smaller, then again.
      size = fittedSize(size.width, size.height, Math.round(Math.max(size.width, size.height) * 0.75));
    }
  } finally {
    bitmap.close();
  }
  return { sha256: await sha256Hex(await blob!.arrayBuffer()), blob: blob!, contentType: 'image/jpeg' };
}

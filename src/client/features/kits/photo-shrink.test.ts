// The pure parts of preparing a photo: the size it is drawn at and its name (SHA-256). The drawing
// and re-encoding (which drops EXIF) need a browser's canvas: e2e/kit-condition-photos.spec.ts
// checks a JPEG with a GPS block comes out without it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fittedSize, PHOTO_MAX_SIDE, sha256Hex } from './photo-shrink';

describe('fittedSize', () => {
  it('brings the long side down to the limit, keeping the shape, and never enlarges', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: PHOTO_MAX_SIDE, height: 1200 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1200, height: PHOTO_MAX_SIDE });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('sha256Hex', () => {
  it("is the bytes' SHA-256 in lower-case hex, as the server computes it", async () => {
    const bytes = new TextEncoder().encode('a kit photo');
    expect(await sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await sha256Hex(new Uint8Array())).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

// A camera for Chromium's fake capture device: a Y4M video file whose frame shows one QR code,
// black on white, drawn from the qrcode package's module matrix (no image tools needed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const QUIET_ZONE = 4;

export function writeQrVideo(path: string, text: string): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.85) / (modules + 2 * QUIET_ZONE));
  const left = Math.floor((WIDTH - modules * scale) / 2);
  const top = Math.floor((HEIGHT - modules * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(16, (top + row * scale + y) * WIDTH + left + col * scale, (top + row * scale + y) * WIDTH + left + (col + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}

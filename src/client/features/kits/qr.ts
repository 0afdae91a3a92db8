// QR codes for kit labels, drawn by the `qrcode` package (a maintained encoder with Reed–Solomon
// error correction and mask selection; writing one by hand is where label scanners fail). It is
// imported only when a label sheet opens, so it never weighs on the first screen.
import { paths } from '@client/app/paths';

/** The code as an SVG data address, for an <img>: sharp at any print size. */
export async function qrDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  // Level M survives a scuffed label; a margin of 1 module because the label itself leaves white round it.
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** What a label's QR code holds: the address of the kit's page on this portal. */
export const kitPageAddress = (origin: string, code: string) => `${origin}${paths.kit(code)}`;

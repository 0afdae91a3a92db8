// The text a PDF drawn by pdfkit shows, for assertions: its content streams inflated and the strings
// of their text operators joined, one space between operators and runs of spaces collapsed, so a
// sentence wrapped over two lines reads as one. Enough for pdfkit's standard fonts (WinAnsi), not
// a general PDF reader.
import { inflateSync } from 'node:zlib';

/** WinAnsi codes outside Latin-1 that the documents use. */
const WIN_ANSI: Record<number, string> = { 0x96: '–', 0x97: '—', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”' };

const decodeHex = (hex: string) =>
  Buffer.from(hex, 'hex')
    .toString('latin1')
    .replace(/[\x91-\x97]/g, (c) => WIN_ANSI[c.charCodeAt(0)] ?? c);

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const operators: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream (an image, a font)
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      operators.push([...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => decodeHex(hex!)).join(''));
    }
  }
  return operators.join(' ').replace(/\s+/g, ' ').trim();
}

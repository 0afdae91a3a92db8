// Reads the .eml outbox the server writes without SMTP_URL (DATA_DIR/mail/), so tests follow the
// links a person would click. A small MIME reader: enough for what nodemailer writes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

/** Leaf parts of a (possibly nested) multipart message, by content type. */
function leaves(part: Part): { type: string; content: string }[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [{ type: type.split(';')[0]!.trim().toLowerCase(), content: decodeBody(part) }];
  }
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections.filter((section) => !section.startsWith('--')).flatMap((section) => leaves(splitPart(section.replace(/^\n/, ''))));
}

function decodeHeader(value: string): string {
  // RFC 2047 encoded words, as nodemailer writes them for non-ASCII subjects; the white space
  // between two adjacent encoded words is not part of the text (a long subject is split in several).
  return value.replace(/(\?=)\s+(?==\?utf-8\?)/gi, '$1').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parseMail(file: string): ReceivedMail {
  const message = splitPart(readFileSync(file, 'utf8'));
  const parts = leaves(message);
  return {
    file,
    to: decodeHeader(message.headers.get('to') ?? '').toLowerCase(),
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}

/** Every message in the outbox, oldest first (file names start with a timestamp). */
export function readOutbox(dataDir: string): ReceivedMail[] {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMail(path.join(dir, name)));
}

export function mailsTo(dataDir: string, address: string): ReceivedMail[] {
  const wanted = address.toLowerCase();
  return readOutbox(dataDir).filter((mail) => mail.to === wanted || mail.to.includes(`<${wanted}>`));
}

/**
 * The newest message to `address` once there are at least `count` of them. The server sends
 * account mail in the background, so the file may land just after the HTTP answer.
 */
export async function waitForMail(dataDir: string, address: string, count = 1, timeoutMs = 5000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(dataDir, address);
    if (found.length >= count) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms (have ${found.length})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The first link of the plain-text part to a page of the client (e.g. 'verify-email'). */
export function linkIn(mail: ReceivedMail, page: string): URL {
  const match = new RegExp(`https?://\\S+/${page}\\?token=[A-Za-z0-9_%-]+`).exec(mail.text);
  if (!match) throw new Error(`no /${page} link in mail "${mail.subject}":\n${mail.text}`);
  return new URL(match[0]);
}

export function tokenIn(mail: ReceivedMail, page: string): string {
  const token = linkIn(mail, page).searchParams.get('token');
  if (!token) throw new Error('link without a token');
  return token;
}

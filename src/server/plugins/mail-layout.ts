// The one layout of every e-mail the portal sends (account mails, order notices, reminders): a
// heading, paragraphs, optional facts (label: value rows), an action button with its link written
// out, and a footnote, in HTML and plain text, in the recipient's language (the words passed in).
// Every value put into HTML is escaped: names, reasons and tracking references come from people.
import { LANGUAGES } from '@contract/languages';
import type { Words } from '../i18n/text';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const PRODUCT = 'Hands-On Portal';

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

export interface MailBody {
  heading: string;
  /** Plain-text paragraphs; escaped here. */
  paragraphs: string[];
  /** Label and value rows, e.g. Carrier: UPS. */
  facts?: { label: string; value: string }[];
  action: { label: string; url: string };
  footnote: string;
}

export function renderMail(words: Words, subject: string, body: MailBody): RenderedMail {
  const paragraphs = body.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const facts = body.facts?.length
    ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">\n${body.facts
        .map(
          (f) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#475569;vertical-align:top">${escapeHtml(f.label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(f.value)}</td></tr>`,
        )
        .join('\n')}\n</table>\n`
    : '';
  const url = escapeHtml(body.action.url);
  const sentBy = words.t('mail.footer.sentBy', { product: PRODUCT });
  const html = `<!doctype html>
<html lang="${words.tag}" dir="${LANGUAGES[words.language].dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(body.heading)}</h1>
${paragraphs}
${facts}<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#0284c7;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(words.t('mail.layout.linkFallback'))}<br><a href="${url}" style="color:#0284c7;word-break:break-all">${url}</a></p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(body.footnote)}</p>
</div>
<p style="text-align:center;font-size:12px;color:#64748b">${escapeHtml(sentBy)}</p>
</body>
</html>
`;
  const text = [
    body.heading,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.facts?.length ? [...body.facts.map((f) => `${f.label}: ${f.value}`), ''] : []),
    `${body.action.label}: ${body.action.url}`,
    '',
    body.footnote,
    '',
    sentBy,
    '',
  ].join('\n');
  return { subject, html, text };
}

// The account e-mails (verification, password reset, invitation) in HTML and plain text. Every
// value put into HTML goes through escapeHtml: names and district names come from people.

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const PRODUCT = 'Hands-On Portal';

const ROLE_LABELS: Record<string, string> = {
  USER: 'a member',
  ADMIN: 'programme staff',
  SCHOOL_SUCCESS_MANAGER: 'a school success manager',
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** `${publicUrl}/${page}?token=…`: the client's route for the link (spec §2). */
export function tokenLink(publicUrl: string, page: 'verify-email' | 'reset-password' | 'complete-profile', token: string) {
  return `${publicUrl}/${page}?token=${encodeURIComponent(token)}`;
}

interface Body {
  heading: string;
  /** Plain-text paragraphs; escaped here. */
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}

function render(subject: string, body: Body): RenderedMail {
  const paragraphs = body.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const url = escapeHtml(body.action.url);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(body.heading)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#0284c7;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:#0284c7;word-break:break-all">${url}</a></p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(body.footnote)}</p>
</div>
<p style="text-align:center;font-size:12px;color:#64748b">${PRODUCT}</p>
</body>
</html>
`;
  const text = [body.heading, '', ...body.paragraphs.flatMap((p) => [p, '']), `${body.action.label}: ${body.action.url}`, '', body.footnote, '', `— ${PRODUCT}`, ''].join('\n');
  return { subject, html, text };
}

export function verificationMail(link: string): RenderedMail {
  return render(`Verify your email for ${PRODUCT}`, {
    heading: 'Verify your email',
    paragraphs: [`Please confirm that this is your email address to finish setting up your ${PRODUCT} account.`],
    action: { label: 'Verify email', url: link },
    footnote: 'The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
  });
}

export function resetPasswordMail(link: string): RenderedMail {
  return render(`Reset your ${PRODUCT} password`, {
    heading: 'Reset your password',
    paragraphs: ['We received a request to reset the password of your account. Choose a new password with the link below.'],
    action: { label: 'Reset password', url: link },
    footnote:
      'The link works once and expires in 60 minutes. If you did not ask for this, you can ignore this email: your password stays the same.',
  });
}

export interface InvitationMailInput {
  link: string;
  role: string;
  districtName: string | null;
  schoolName: string | null;
  inviterName: string | null;
  expiresAt: Date;
}

export function invitationMail(input: InvitationMailInput): RenderedMail {
  const place = [input.schoolName, input.districtName].filter(Boolean).join(', ');
  const who = input.inviterName ? `${input.inviterName} has invited you` : 'You have been invited';
  const as = ROLE_LABELS[input.role] ?? input.role;
  const until = input.expiresAt.toISOString().slice(0, 10);
  return render(`You are invited to ${PRODUCT}`, {
    heading: `Join ${PRODUCT}`,
    paragraphs: [
      `${who} to join ${PRODUCT}${place ? ` for ${place}` : ''} as ${as}.`,
      'Complete your profile to accept the invitation.',
    ],
    action: { label: 'Accept invitation', url: input.link },
    footnote: `The invitation works once and expires on ${until} (UTC). If you did not expect it, you can ignore this email.`,
  });
}

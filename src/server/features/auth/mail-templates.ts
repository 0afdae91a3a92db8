// The account e-mails (verification, password reset, invitation) in HTML and plain text, in the
// portal's mail layout (plugins/mail-layout.ts), which escapes every value: names come from people.
import { renderMail as render, type RenderedMail } from '@server/plugins/mail-layout';

const PRODUCT = 'Hands-On Portal';

const ROLE_LABELS: Record<string, string> = {
  USER: 'a member',
  ADMIN: 'programme staff',
  SCHOOL_SUCCESS_MANAGER: 'a school success manager',
};

/** `${publicUrl}/${page}?token=…`: the client's route for the link (spec §2). */
export function tokenLink(publicUrl: string, page: 'verify-email' | 'reset-password' | 'complete-profile' | 'confirm-email-change', token: string) {
  return `${publicUrl}/${page}?token=${encodeURIComponent(token)}`;
}

export function verificationMail(link: string): RenderedMail {
  return render(`Verify your email for ${PRODUCT}`, {
    heading: 'Verify your email',
    paragraphs: [`Please confirm that this is your email address to finish setting up your ${PRODUCT} account.`],
    action: { label: 'Verify email', url: link },
    footnote: 'The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
  });
}

export function emailChangeMail(link: string, newEmail: string): RenderedMail {
  return render(`Confirm your new email for ${PRODUCT}`, {
    heading: 'Confirm your new email',
    paragraphs: [
      `Please confirm that ${newEmail} is the address you want to use for your ${PRODUCT} account. Until you do, your account keeps its current address.`,
    ],
    action: { label: 'Confirm new email', url: link },
    footnote: 'The link works once and expires in 24 hours. If you did not ask for this, you can ignore this email.',
  });
}

/** To the old address once a change is confirmed: a change someone else made must not go unnoticed. */
export function emailChangedNotice(newEmail: string, supportUrl: string): RenderedMail {
  return render(`Your ${PRODUCT} email was changed`, {
    heading: 'Your email was changed',
    paragraphs: [`Your ${PRODUCT} account now uses ${newEmail}. Sign in with that address from now on.`],
    action: { label: 'Contact support', url: supportUrl },
    footnote: 'If you did not make this change, contact support right away.',
  });
}

export function resetPasswordMail(link: string): RenderedMail {
  return render(`Reset your ${PRODUCT} password`, {
    heading: 'Reset your password',
    paragraphs: ['We received a request to reset the password of your account. Choose a new password with the link below.'],
    action: { label: 'Reset password', url: link },
    footnote: 'The link works once and expires in 60 minutes. If you did not ask for this, you can ignore this email: your password stays the same.',
  });
}

export interface InvitationMailInput {
  link: string;
  role: string;
  districtName: string | null;
  schoolName: string | null;
  inviterName: string | null;
  expiresAt: Date;
  /** What the invitation is for, beyond joining (e.g. a blueprint's implementation contact). */
  purpose?: string | null;
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
      ...(input.purpose ? [input.purpose] : []),
      'Complete your profile to accept the invitation.',
    ],
    action: { label: 'Accept invitation', url: input.link },
    footnote: `The invitation works once and expires on ${until} (UTC). If you did not expect it, you can ignore this email.`,
  });
}

// The account e-mails (verification, password reset, e-mail change, invitation) in HTML and plain
// text, in the portal's mail layout (plugins/mail-layout.ts), which escapes every value: names come
// from people. Each is worded in the words passed in: the recipient's language.
import type { Role } from '@contract/constants';
import type { ServerMessageId } from '@server/i18n/en';
import type { Words } from '@server/i18n/text';
import { renderMail as render, type RenderedMail } from '@server/plugins/mail-layout';

const ROLE_LABELS: Record<Role, ServerMessageId> = {
  USER: 'mail.invitation.roleMember',
  ADMIN: 'mail.invitation.roleStaff',
  SCHOOL_SUCCESS_MANAGER: 'mail.invitation.roleManager',
};

/** `${publicUrl}/${page}?token=…`: the client's route for the link (spec §2). */
export function tokenLink(publicUrl: string, page: 'verify-email' | 'reset-password' | 'complete-profile' | 'confirm-email-change', token: string) {
  return `${publicUrl}/${page}?token=${encodeURIComponent(token)}`;
}

export function verificationMail(words: Words, link: string): RenderedMail {
  return render(words, words.t('mail.verify.subject'), {
    heading: words.t('mail.verify.heading'),
    paragraphs: [words.t('mail.verify.body')],
    action: { label: words.t('mail.verify.action'), url: link },
    footnote: words.t('mail.verify.footnote'),
  });
}

export function emailChangeMail(words: Words, link: string, newEmail: string): RenderedMail {
  return render(words, words.t('mail.emailChange.subject'), {
    heading: words.t('mail.emailChange.heading'),
    paragraphs: [words.t('mail.emailChange.body', { email: newEmail })],
    action: { label: words.t('mail.emailChange.action'), url: link },
    footnote: words.t('mail.emailChange.footnote'),
  });
}

/** To the old address once a change is confirmed: a change someone else made must not go unnoticed. */
export function emailChangedNotice(words: Words, newEmail: string, supportUrl: string): RenderedMail {
  return render(words, words.t('mail.emailChanged.subject'), {
    heading: words.t('mail.emailChanged.heading'),
    paragraphs: [words.t('mail.emailChanged.body', { email: newEmail })],
    action: { label: words.t('mail.emailChanged.action'), url: supportUrl },
    footnote: words.t('mail.emailChanged.footnote'),
  });
}

export function resetPasswordMail(words: Words, link: string): RenderedMail {
  return render(words, words.t('mail.reset.subject'), {
    heading: words.t('mail.reset.heading'),
    paragraphs: [words.t('mail.reset.body')],
    action: { label: words.t('mail.reset.action'), url: link },
    footnote: words.t('mail.reset.footnote'),
  });
}

export interface InvitationMailInput {
  link: string;
  role: string;
  districtName: string | null;
  schoolName: string | null;
  inviterName: string | null;
  expiresAt: Date;
  /** What the invitation is for, beyond joining (e.g. a blueprint's implementation contact), already worded. */
  purpose?: string | null;
}

export function invitationMail(words: Words, input: InvitationMailInput): RenderedMail {
  const place = [input.schoolName, input.districtName].filter(Boolean).join(', ');
  const roleId = ROLE_LABELS[input.role as Role] as ServerMessageId | undefined;
  const role = roleId ? words.t(roleId) : input.role;
  const invited = input.inviterName
    ? words.t(place ? 'mail.invitation.invitedByFor' : 'mail.invitation.invitedBy', { inviter: input.inviterName, place, role })
    : words.t(place ? 'mail.invitation.invitedFor' : 'mail.invitation.invited', { place, role });
  return render(words, words.t('mail.invitation.subject'), {
    heading: words.t('mail.invitation.heading'),
    paragraphs: [invited, ...(input.purpose ? [input.purpose] : []), words.t('mail.invitation.accept')],
    action: { label: words.t('mail.invitation.action'), url: input.link },
    footnote: words.t('mail.invitation.footnote', { date: words.date(input.expiresAt.toISOString()) }),
  });
}

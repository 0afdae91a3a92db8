// English: invitations from the staff console.
import { registerEnglish } from '../english';

export const invitationMessages = {
  'invitations.title': 'Invitations',
  'invitations.description': 'Invite people by email to a district (and school). They set a password from the link and start signed in.',
  'invitations.what': 'the invitations',
  'invitations.loading': 'Loading invitations…',

  'invitations.form.title': 'Invite a person',
  'invitations.form.email': 'Work email',
  'invitations.form.role': 'Role',
  'invitations.form.district': 'District',
  'invitations.form.chooseDistrict': 'Choose a district',
  'invitations.form.noDistrict': 'No district',
  'invitations.form.managerDistrictHint': 'The district they will look after.',
  'invitations.form.school': 'School (optional)',
  'invitations.form.anySchool': 'No particular school',
  'invitations.form.send': 'Send invitation',
  'invitations.form.sent': 'Invitation sent to {email}.',
  'invitations.form.mailFailed': 'The email could not be sent. Copy the link below and pass it on.',
  'invitations.form.link': 'Invitation link (works once, until {date})',
  'invitations.form.copy': 'Copy link',
  'invitations.form.copied': 'Link copied.',

  'invitations.role.USER': 'District or school staff',
  'invitations.role.SCHOOL_SUCCESS_MANAGER': 'School success manager',
  'invitations.role.ADMIN': 'Admin (programme staff)',

  'invitations.status.pending': 'Pending',
  'invitations.status.accepted': 'Accepted',
  'invitations.status.expired': 'Expired',

  'invitations.filters.label': 'Filter invitations',
  'invitations.filters.status': 'Status',
  'invitations.filters.all': 'All',
  'invitations.filters.search': 'Search by email',
  'invitations.filters.clear': 'Clear filters',

  'invitations.column.email': 'Email',
  'invitations.column.role': 'Role',
  'invitations.column.place': 'District and school',
  'invitations.column.invitedBy': 'Invited by',
  'invitations.column.status': 'Status',
  'invitations.column.sent': 'Sent',
  'invitations.column.expires': 'Expires',
  'invitations.column.actions': 'Actions',
  'invitations.noPlace': 'Programme-wide',
  'invitations.fromCommandLine': 'Command line',

  'invitations.resend': 'Resend',
  'invitations.resendTo': 'Resend the invitation to {email}',
  'invitations.resent': 'A new link was sent to {email}; the old one no longer works.',
  'invitations.revoke': 'Revoke',
  'invitations.revokeTo': 'Revoke the invitation to {email}',
  'invitations.revokeTitle': 'Revoke this invitation?',
  'invitations.revokeText': 'The link sent to {email} stops working at once. You can invite them again later.',
  'invitations.revokeConfirm': 'Yes, revoke',
  'invitations.keep': 'No, keep it',
  'invitations.revoked': 'The invitation to {email} was revoked.',

  'invitations.empty.title': 'No invitations yet',
  'invitations.empty.text': 'Invitations you and other staff send are listed here: pending, accepted and expired.',
  'invitations.empty.filtered': 'No invitations match',
  'invitations.empty.filteredText': 'Try another status or a shorter search.',
} as const;

registerEnglish(invitationMessages);

// Invitations from the staff console (src/contract/endpoint.ts): list, invite, resend, revoke.
import { endpoint } from './endpoint';
import { createInvitationSchema, invitationListSchema, invitationSentSchema, invitationsQuerySchema } from './invitations';
import { routes } from './routes';

export const invitationEndpoints = {
  staffInvitations: endpoint(routes.staffInvitations, { access: 'staff:invitations', query: invitationsQuerySchema, response: invitationListSchema }),
  createInvitation: endpoint(routes.createInvitation, { access: 'staff:invitations', body: createInvitationSchema, response: invitationSentSchema }),
  resendInvitation: endpoint(routes.resendInvitation, { access: 'staff:invitations', response: invitationSentSchema }),
  // 204.
  revokeInvitation: endpoint(routes.revokeInvitation, { access: 'staff:invitations' }),
};

// Invitations from the staff console: the list and its writes.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { invitationListSchema, invitationSentSchema, type CreateInvitation, type InvitationStatus } from '../../../contract/invitations';
import { routes } from '../../../contract/routes';
import { apiRequest } from '../../lib/http';

const AREA = 'staff-invitations';

export interface InvitationsQuery {
  status?: InvitationStatus;
  search?: string;
  limit: number;
  offset: number;
}

export function useInvitations(query: InvitationsQuery) {
  return useSWR([AREA, query], () => apiRequest(routes.staffInvitations, { query: { ...query } }, invitationListSchema), {
    keepPreviousData: true,
  });
}

export function useRefreshInvitations(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === AREA), [mutate]);
}

export const createInvitation = (body: CreateInvitation) => apiRequest(routes.createInvitation, { body }, invitationSentSchema);
export const resendInvitation = (id: string) => apiRequest(routes.resendInvitation, { params: { id } }, invitationSentSchema);
export const revokeInvitation = (id: string) => apiRequest(routes.revokeInvitation, { params: { id } });

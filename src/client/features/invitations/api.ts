// Invitations from the staff console: the list and its writes.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { CreateInvitation, InvitationStatus } from '@contract/invitations';
import { invitationEndpoints } from '@contract/invitations-endpoints';
import { apiRequest } from '@client/lib/http';

const AREA = 'staff-invitations';

export interface InvitationsQuery {
  status?: InvitationStatus;
  search?: string;
  limit: number;
  offset: number;
}

export function useInvitations(query: InvitationsQuery) {
  return useSWR([AREA, query], () => apiRequest(invitationEndpoints.staffInvitations, { query: { ...query } }), {
    keepPreviousData: true,
  });
}

export function useRefreshInvitations(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === AREA), [mutate]);
}

export const createInvitation = (body: CreateInvitation) => apiRequest(invitationEndpoints.createInvitation, { body });
export const resendInvitation = (id: string) => apiRequest(invitationEndpoints.resendInvitation, { params: { id } });
export const revokeInvitation = (id: string) => apiRequest(invitationEndpoints.revokeInvitation, { params: { id } });

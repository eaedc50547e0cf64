import type { ClassCodeRequest, InvitationRequest } from '@puente/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../providers';

export const INVITATIONS_KEY = ['/api/invitations'] as const;
export const CLASS_CODES_KEY = ['/api/class-codes'] as const;
export const invitationKey = (token: string) => ['/api/invitations/by-token', token] as const;

/** GET /api/invitations: what the school (or the student) sent, newest first. */
export function useInvitations({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: INVITATIONS_KEY, queryFn: () => api.invitations(), enabled });
}

/** POST /api/invitations: answers the invitation with its link, shown once; the list is refetched. */
export function useInvite() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InvitationRequest) => api.invite(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

/** DELETE /api/invitations/:id: the link stops working. */
export function useRevokeInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.revokeInvitation(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

/** POST /api/school/import: every row or none; the invitations made join the list. */
export function useImportStudents() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => api.importStudents(csv),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

/** GET /api/invitations/by-token/:token: what opening the link shows before joining. */
export function useInvitationPreview(token: string) {
  const api = useApi();
  return useQuery({ queryKey: invitationKey(token), queryFn: () => api.invitation(token) });
}

/** POST /api/invitations/by-token/:token/accept: the signed-in user joins; answers where they now belong. */
export function useAcceptInvitation(token: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => api.acceptInvitation(token) });
}

/** GET /api/class-codes: the school's class codes and their uses. */
export function useClassCodes() {
  const api = useApi();
  return useQuery({ queryKey: CLASS_CODES_KEY, queryFn: () => api.classCodes() });
}

/** POST /api/class-codes: a new code for a class; the list is refetched. */
export function useCreateClassCode() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ClassCodeRequest) => api.createClassCode(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASS_CODES_KEY }),
  });
}

/** DELETE /api/class-codes/:id: the code stops letting students in. */
export function useRevokeClassCode() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.revokeClassCode(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASS_CODES_KEY }),
  });
}

/** POST /api/join: a signed-in student joins the school of a class code. */
export function useJoinClass() {
  const api = useApi();
  return useMutation({ mutationFn: (code: string) => api.joinClass(code) });
}

import type { ClassCodeRequest, InvitationRequest } from '@puente/core';
import { schoolApi } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { useMutation } from '@tanstack/react-query';
import { useApiQuery, useRefetchingMutation } from './api-hooks';

export const INVITATIONS_KEY = ['/api/invitations'] as const;
export const CLASS_CODES_KEY = ['/api/class-codes'] as const;
export const invitationKey = (token: string) => ['/api/invitations/by-token', token] as const;

/** GET /api/invitations: what the school (or the student) sent, newest first. */
export const useInvitations = () =>
  useApiQuery(INVITATIONS_KEY, (api) => schoolApi.invitations(api));

/** POST /api/invitations: answers the invitation with its link, shown once; the list is read again. */
export const useInvite = () =>
  useRefetchingMutation(INVITATIONS_KEY, (api, request: InvitationRequest) =>
    schoolApi.invite(api, request),
  );

/** DELETE /api/invitations/:id: the link stops working. */
export const useRevokeInvitation = () =>
  useRefetchingMutation(INVITATIONS_KEY, (api, id: number) => schoolApi.revokeInvitation(api, id));

/** POST /api/school/import: every row or none; the invitations made join the list. */
export const useImportStudents = () =>
  useRefetchingMutation(INVITATIONS_KEY, (api, csv: string) => schoolApi.importStudents(api, csv));

/** GET /api/invitations/by-token/:token: what opening the link shows before joining. */
export const useInvitationPreview = (token: string) =>
  useApiQuery(invitationKey(token), (api) => schoolApi.invitation(api, token));

/** POST /api/invitations/by-token/:token/accept: the signed-in user joins; answers where they now belong. */
export function useAcceptInvitation(token: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => schoolApi.acceptInvitation(api, token) });
}

/** GET /api/class-codes: the school's class codes and their uses. */
export const useClassCodes = () => useApiQuery(CLASS_CODES_KEY, (api) => schoolApi.classCodes(api));

/** POST /api/class-codes: a new code for a class; the list is read again. */
export const useCreateClassCode = () =>
  useRefetchingMutation(CLASS_CODES_KEY, (api, request: ClassCodeRequest) =>
    schoolApi.createClassCode(api, request),
  );

/** DELETE /api/class-codes/:id: the code stops letting students in. */
export const useRevokeClassCode = () =>
  useRefetchingMutation(CLASS_CODES_KEY, (api, id: number) => schoolApi.revokeClassCode(api, id));

/** POST /api/join: a signed-in student joins the school of a class code. */
export function useJoinClass() {
  const api = useApi();
  return useMutation({ mutationFn: (code: string) => schoolApi.joinClass(api, code) });
}

import type { ForgotPasswordRequest } from '@puente/core';
import { passwordResetApi } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { useMutation } from '@tanstack/react-query';
import { useApiQuery } from './api-hooks';

const OPTIONS_KEY = ['/api/password-resets/options'] as const;
const resetKey = (token: string) => ['/api/password-resets', token] as const;

/** GET /api/password-resets/options: whether a reset link can be emailed here. */
export const usePasswordResetOptions = () =>
  useApiQuery(OPTIONS_KEY, (api) => passwordResetApi.options(api));

/** POST /api/password-resets: asks for a link by email; the same answer for any account. */
export function useForgotPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (request: ForgotPasswordRequest) => passwordResetApi.forgot(api, request),
  });
}

/** GET /api/password-resets/:token: whose password the link sets, or why it no longer works. */
export const usePasswordResetPreview = (token: string) =>
  useApiQuery(resetKey(token), (api) => passwordResetApi.preview(api, token));

/** POST /api/password-resets/:token: sets the new password; every browser of the account is signed out. */
export function useResetPassword(token: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (newPassword: string) => passwordResetApi.reset(api, token, { newPassword }),
  });
}

/** POST /api/school/students/:id/password-reset: a counselor's or admin's link for a student. */
export function useIssuePasswordReset(studentId: number) {
  const api = useApi();
  return useMutation({ mutationFn: () => passwordResetApi.issue(api, studentId) });
}

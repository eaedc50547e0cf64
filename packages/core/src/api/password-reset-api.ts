import type { ForgotPasswordRequest, ResetPasswordRequest } from '../schemas/password-reset.schema';
import type { ApiClient } from './api-client';

/** Whether this server can email a reset link (SMTP_URL is set). */
export interface PasswordResetOptions {
  email: boolean;
}

/** A reset link that still works: whose password it sets. */
export interface PasswordResetPreview {
  username: string;
}

/** A reset link a counselor or admin made for a student: to copy, and whether it was emailed. */
export interface IssuedPasswordReset {
  link: string;
  emailed: boolean;
  expiresAt: string;
}

type Requests = Pick<ApiClient, 'request'>;

const token = (value: string) => encodeURIComponent(value);

/** Forgotten passwords (docs/product/accounts.md): only the site's own screens make these calls. */
export const passwordResetApi = {
  options: ({ request }: Requests) =>
    request<PasswordResetOptions>('GET', '/api/password-resets/options'),
  /** Answers the same whether or not an account matches. */
  forgot: ({ request }: Requests, body: ForgotPasswordRequest) =>
    request<{ ok: true }>('POST', '/api/password-resets', body),
  /** A 404 or 410 when the link does not work (its message says why). */
  preview: ({ request }: Requests, value: string) =>
    request<PasswordResetPreview>('GET', `/api/password-resets/${token(value)}`),
  reset: ({ request }: Requests, value: string, body: ResetPasswordRequest) =>
    request<{ ok: true }>('POST', `/api/password-resets/${token(value)}`, body),
  /** A counselor or admin: a reset link for one of the school's students. */
  issue: ({ request }: Requests, studentId: number) =>
    request<IssuedPasswordReset>('POST', `/api/school/students/${studentId}/password-reset`, {}),
};

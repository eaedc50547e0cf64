import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@puente/core';
import { clientAddress } from '../../client-address';
import type { MessageWithValues } from '../../errors';
import { HttpError, notFound } from '../../errors';
import { translated } from '../../i18n';
import { validBody } from '../../middleware/json-body';
import { tokenParam } from '../../middleware/request-params';
import { staffMember } from '../access/access';
import type { PasswordHasher } from '../auth/password';
import { refusePassword } from '../auth/registration';
import type { LimitedRouteOptions } from '../common/route-options';
import { tokenHashOf } from '../common/tokens';
import type { Mailer } from '../mail/mailer';
import { authRateRules } from '../rate-limit/auth-rate-limits';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import { staffStudentId } from '../school/student-record';
import { endOtherSessions } from '../session/session-store';
import { User } from '../user/user.entity';
import { findByUsername } from '../user/user.repository';
import { usernameKey } from '../user/username-key';
import type { PasswordReset } from './password-reset.entity';
import {
  accountsNamed,
  findByTokenHash,
  newPasswordReset,
  type ResetStatus,
  spendAccountResets,
  statusOf,
} from './password-reset.repository';
import { absoluteResetLink, emailPasswordReset } from './password-reset-mail';

export const RESET_NOT_VALID = /*i18n*/ 'This reset link is not valid';
export const RESET_EXPIRED = /*i18n*/ 'This reset link has expired. Ask for a new one.';
export const RESET_USED = /*i18n*/ 'This reset link has already been used. Ask for a new one.';
const SPENT: Record<Exclude<ResetStatus, 'usable'>, string> = {
  used: RESET_USED,
  expired: RESET_EXPIRED,
};

const tooManyResets = (minutes: number): MessageWithValues => ({
  id: /*i18n*/ 'Too many reset requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  values: { minutes },
});

const RESETS_PATH = '/api/password-resets';

/** Whether a write to `path` hashes a password: setting one through a reset link does. */
export const setsPasswordByLink = (path: string) => path.startsWith(`${RESETS_PATH}/`);

export interface PasswordResetRoutesOptions extends LimitedRouteOptions {
  hasher: PasswordHasher;
  mailer: Mailer;
  publicUrl: string | undefined;
}

/**
 * Forgotten passwords (docs/product/accounts.md): a link by email, asked for
 * by username or email with the same answer whether or not an account
 * matches, or made by a counselor or admin for a student of their school;
 * single use, for an hour, only its hash kept. Setting the new password
 * signs every browser of the account out.
 */
export function passwordResetRoutes(options: PasswordResetRoutesOptions): Router {
  const { em, hasher, sessions } = options;
  const limiter = createRateLimiter(em);
  const rules = authRateRules(options.rateLimits);

  /** The link behind a token, or the answer for a link that does not work. */
  async function usable(on: EntityManager, token: string, lock: boolean): Promise<PasswordReset> {
    const hash = tokenHashOf(token);
    const reset = hash ? await findByTokenHash(on, hash, { lock }) : null;
    if (!reset) throw notFound(RESET_NOT_VALID);
    const status = statusOf(reset);
    if (status !== 'usable') throw new HttpError(410, SPENT[status]);
    return reset;
  }

  return new Router()
    .get(`${RESETS_PATH}/options`, (ctx) => {
      // Anyone: whether the forgot-password page can offer an email.
      ctx.body = { email: options.mailer.enabled };
    })
    .post(RESETS_PATH, async (ctx) => {
      // Anyone.
      const { account } = validBody(ctx, forgotPasswordRequestSchema);
      const typed = account.includes('@')
        ? `email:${account.toLowerCase()}`
        : `name:${usernameKey(account)}`;
      // The address first: what it refuses is not counted against the account.
      for (const attempt of rules.reset(clientAddress(ctx), typed)) {
        await limiter.charge([attempt], tooManyResets);
      }
      if (options.mailer.enabled) {
        for (const user of await accountsNamed(em, account, (name) => findByUsername(em, name))) {
          if (user.email === '') continue;
          const { token } = newPasswordReset(em, user.id, null);
          await em.flush();
          // Not awaited: the answer's timing must not tell whether an email went out.
          void emailPasswordReset(ctx, options, {
            email: user.email,
            username: user.username,
            token,
          }).catch(() => false);
        }
      }
      ctx.status = 202;
      ctx.body = { ok: true };
    })
    .get(`${RESETS_PATH}/:token`, async (ctx) => {
      // Anyone holding the link.
      const hash = tokenHashOf(tokenParam(ctx));
      const reset = hash ? await findByTokenHash(em, hash, { lock: false }) : null;
      if (!reset) throw notFound(RESET_NOT_VALID);
      const status = statusOf(reset);
      if (status !== 'usable') {
        ctx.status = 410;
        ctx.body = await translated(ctx, { message: SPENT[status], status });
        return;
      }
      const user = await em.findOneOrFail(User, reset.user.id);
      ctx.body = { username: user.username };
    })
    .post(`${RESETS_PATH}/:token`, async (ctx) => {
      // Anyone holding the link.
      const { newPassword } = validBody(ctx, resetPasswordRequestSchema);
      const first = await usable(em, tokenParam(ctx), false);
      const user = await em.findOneOrFail(User, first.user.id);
      refusePassword(newPassword, user.username, 'newPassword');
      const password = await hasher.hash(newPassword, clientAddress(ctx));
      await em.transactional(async (tx) => {
        // Checked again under a lock: two tabs with one link set one password.
        const reset = await usable(tx, tokenParam(ctx), true);
        const now = new Date();
        reset.usedAt = now;
        await tx.nativeUpdate(User, { id: user.id }, { password });
        await spendAccountResets(tx, user.id, now);
        await endOtherSessions(tx, user.id, undefined);
        await tx.flush();
      });
      sessions.forgetUser(user.id);
      ctx.body = { ok: true };
    })
    .post('/api/school/students/:id/password-reset', async (ctx) => {
      const me = await staffMember(ctx);
      const studentId = await staffStudentId(ctx, em, me);
      const user = await em.findOneOrFail(User, studentId);
      const { reset, token } = newPasswordReset(em, user.id, me.id);
      await em.flush();
      const emailed = await emailPasswordReset(ctx, options, {
        email: user.email,
        username: user.username,
        token,
      });
      ctx.status = 201;
      ctx.body = {
        link: absoluteResetLink(ctx, options.publicUrl, token),
        emailed,
        expiresAt: reset.expiresAt.toISOString(),
      };
    });
}

import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '@puente/core';
import { clientAddress } from '../../client-address';
import type { RateLimits } from '../../config';
import { unauthorized, validationFailed } from '../../errors';
import { validBody } from '../../middleware/json-body';
import {
  authRateRules,
  tooManyRegistrations,
  tooManySignIns,
} from '../rate-limit/auth-rate-limits';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import { endOtherSessions } from '../session/session-store';
import {
  currentSessionId,
  requireSignedIn,
  rotateSession,
  signedInUser,
  signedInUserId,
  signIn,
  signOut,
} from '../session/sign-in';
import { User } from '../user/user.entity';
import { authenticate, changePassword, registerUser, toUserAnswer } from '../user/user.service';
import type { PasswordHasher } from './password';

const WRONG_CREDENTIALS = 'Invalid username or password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export interface AuthRoutesOptions {
  em: EntityManager;
  hasher: PasswordHasher;
  rateLimits: RateLimits;
}

/**
 * Register, sign in, sign out, "who am I" (SPEC §7) and password change.
 * Sign-in and registration attempts are counted per username and per client
 * address (rate-limit/); a failed sign-in stays counted, a good one clears
 * the account's failures and does not count against the address.
 */
export function authRoutes({ em, hasher, rateLimits }: AuthRoutesOptions): Router {
  const limiter = createRateLimiter(em);
  const rules = authRateRules(rateLimits);

  return new Router()
    .post('/api/register', async (ctx) => {
      const request = validBody(ctx, registerRequestSchema);
      await limiter.charge(
        rules.register(request.username, clientAddress(ctx)),
        tooManyRegistrations,
      );
      const user = await registerUser(em, hasher, request);
      await signIn(ctx, user.id, { rememberMe: false });
      ctx.status = 201;
      ctx.body = toUserAnswer(user);
    })
    .post('/api/login', async (ctx) => {
      const { username, password, rememberMe } = validBody(ctx, loginRequestSchema);
      const attempts = rules.login(username, clientAddress(ctx));
      await limiter.charge(attempts, tooManySignIns);
      const user = await authenticate(em, hasher, username, password);
      if (!user) throw unauthorized(WRONG_CREDENTIALS);
      await limiter.reset(attempts.slice(0, 1));
      await limiter.refund(attempts.slice(1));
      await signIn(ctx, user.id, { rememberMe });
      ctx.body = toUserAnswer(user);
    })
    .post('/api/logout', async (ctx) => {
      await signOut(ctx);
      ctx.body = { ok: true };
    })
    .get('/api/user', async (ctx) => {
      // Read with the session, in the same query.
      const user = signedInUser(ctx);
      if (!user) {
        // A session whose user is gone is no session.
        if (signedInUserId(ctx) !== undefined) await signOut(ctx);
        throw unauthorized();
      }
      ctx.body = user;
    })
    .post('/api/user/password', async (ctx) => {
      const userId = requireSignedIn(ctx);
      const request = validBody(ctx, changePasswordRequestSchema);
      const user = await em.findOne(User, userId, { populate: ['password'] });
      if (!user) {
        await signOut(ctx);
        throw unauthorized();
      }
      // Guessing the current password from a stolen session counts as failed sign-ins.
      const attempts = rules.login(user.username, clientAddress(ctx));
      await limiter.charge(attempts, tooManySignIns);
      if (!(await changePassword(em, hasher, user, request))) {
        throw validationFailed({ currentPassword: [WRONG_CURRENT_PASSWORD] });
      }
      await limiter.reset(attempts.slice(0, 1));
      await limiter.refund(attempts.slice(1));
      // Every other browser signed in as this student is signed out; this one gets a new id.
      await endOtherSessions(em, userId, currentSessionId(ctx));
      await rotateSession(ctx);
      ctx.body = toUserAnswer(user);
    });
}

import { Router } from '@koa/router';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '@puente/core';
import type { Context } from 'koa';
import { clientAddress } from '../../client-address';
import { unauthorized, validationFailed } from '../../errors';
import { validBody } from '../../middleware/json-body';
import type { LimitedRouteOptions } from '../common/route-options';
import { authRateRules, tooManySignIns } from '../rate-limit/auth-rate-limits';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import { CREATE_SCHOOL_PATH } from '../school/school.routes';
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
import {
  changePassword,
  checkPassword,
  findByUsername,
  toUserAnswer,
} from '../user/user.repository';
import { usernameKey } from '../user/username-key';
import { knownDeviceOf, rememberDevice } from './known-device';
import type { PasswordHasher } from './password';
import { createRegistrar, refusePassword } from './registration';

const WRONG_CREDENTIALS = /*i18n*/ 'Invalid username or password';
export const WRONG_CURRENT_PASSWORD = /*i18n*/ 'Current password is incorrect';

const REGISTER_PATH = '/api/register';
const LOGIN_PATH = '/api/login';
const PASSWORD_PATH = '/api/user/password';
// Creating a school registers its admin.
const HASHING_PATHS = new Set([REGISTER_PATH, LOGIN_PATH, PASSWORD_PATH, CREATE_SCHOOL_PATH]);

/** Whether a write to `path` hashes a password (and so waits in the hashing queue). */
export const hashesPassword = (path: string) => HASHING_PATHS.has(path);

export interface AuthRoutesOptions extends LimitedRouteOptions {
  hasher: PasswordHasher;
}

/**
 * Register, sign in, sign out, "who am I" (SPEC §7) and password change.
 * A sign-in attempt is counted against the account, keyed on the account
 * itself, except from a browser the student signed in on before (a known
 * device), which has its own count: guesses from elsewhere cannot lock the
 * student out of their own browser. From a browser that is not a known
 * device it is also counted against the client address at that account,
 * first: one address (a school's whole network) uses at most its share of
 * an account's tries and locks out only the accounts it guesses, never the
 * others signing in from it. A failed sign-in stays counted; a good one
 * clears the counters it was charged to.
 */
export function authRoutes({ em, hasher, rateLimits, sessions }: AuthRoutesOptions): Router {
  const limiter = createRateLimiter(em);
  const rules = authRateRules(rateLimits);

  /** Charges a sign-in attempt at `user` (null: nobody has `username`): address at the account, then account. */
  async function chargeSignIn(ctx: Context, user: User | null, username: string) {
    const device = user ? await knownDeviceOf(ctx, em, user.id) : undefined;
    if (device) {
      const ownBrowser = [rules.loginAccount(`device:${device}`)];
      await limiter.charge(ownBrowser, tooManySignIns);
      return ownBrowser;
    }
    const subject = user ? `user:${user.id}` : `name:${usernameKey(username)}`;
    // The address first: what it refuses is not counted against the account.
    const address = rules.loginAddress(clientAddress(ctx), subject);
    await limiter.charge([address], tooManySignIns);
    const account = rules.loginAccount(subject);
    await limiter.charge([account], tooManySignIns);
    return [address, account];
  }

  const register = createRegistrar({ em, hasher, rateLimits });

  return new Router()
    .post(REGISTER_PATH, async (ctx) => {
      const request = validBody(ctx, registerRequestSchema);
      const user = await register(ctx, request);
      await signIn(ctx, user.id, { rememberMe: false });
      await rememberDevice(ctx, em, user.id);
      ctx.status = 201;
      ctx.body = toUserAnswer(user);
    })
    .post(LOGIN_PATH, async (ctx) => {
      const { username, password, rememberMe } = validBody(ctx, loginRequestSchema);
      const user = await findByUsername(em, username);
      const attempts = await chargeSignIn(ctx, user, username);
      // Hashed even for nobody: the answer's timing must not tell whether the username exists.
      const good = await checkPassword(hasher, user, password, clientAddress(ctx));
      if (!user || !good) throw unauthorized(WRONG_CREDENTIALS);
      await limiter.reset(attempts);
      await signIn(ctx, user.id, { rememberMe });
      await rememberDevice(ctx, em, user.id);
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
    .post(PASSWORD_PATH, async (ctx) => {
      const userId = requireSignedIn(ctx);
      const request = validBody(ctx, changePasswordRequestSchema);
      const user = await em.findOne(User, userId, { populate: ['password', 'school'] });
      if (!user) {
        await signOut(ctx);
        throw unauthorized();
      }
      refusePassword(request.newPassword, user.username, 'newPassword');
      // Guessing the current password from a stolen session counts as failed sign-ins.
      const attempts = await chargeSignIn(ctx, user, user.username);
      if (!(await changePassword(em, hasher, user, request, clientAddress(ctx)))) {
        throw validationFailed({ currentPassword: [WRONG_CURRENT_PASSWORD] });
      }
      await limiter.reset(attempts);
      // Every other browser signed in as this student is signed out; this one gets a new id.
      await endOtherSessions(em, userId, currentSessionId(ctx));
      sessions.forgetUser(userId);
      await rotateSession(ctx);
      ctx.body = toUserAnswer(user);
    });
}

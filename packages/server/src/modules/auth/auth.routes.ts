import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import { loginRequestSchema, registerRequestSchema } from '@puente/core';
import { unauthorized } from '../../errors';
import { validBody } from '../../middleware/json-body';
import { signedInUserId, signIn, signOut } from '../session/sign-in';
import { User } from '../user/user.entity';
import { authenticate, registerUser, toUserAnswer } from '../user/user.service';
import type { PasswordHasher } from './password';

const WRONG_CREDENTIALS = 'Invalid username or password';

/** Register, sign in, sign out and "who am I" (SPEC §7). */
export function authRoutes({ em, hasher }: { em: EntityManager; hasher: PasswordHasher }): Router {
  return new Router()
    .post('/api/register', async (ctx) => {
      const request = validBody(ctx, registerRequestSchema);
      const user = await registerUser(em, hasher, request);
      await signIn(ctx, user.id, { rememberMe: false });
      ctx.status = 201;
      ctx.body = toUserAnswer(user);
    })
    .post('/api/login', async (ctx) => {
      const { username, password, rememberMe } = validBody(ctx, loginRequestSchema);
      const user = await authenticate(em, hasher, username, password);
      if (!user) throw unauthorized(WRONG_CREDENTIALS);
      await signIn(ctx, user.id, { rememberMe });
      ctx.body = toUserAnswer(user);
    })
    .post('/api/logout', async (ctx) => {
      await signOut(ctx);
      ctx.body = { ok: true };
    })
    .get('/api/user', async (ctx) => {
      const userId = signedInUserId(ctx);
      const user = userId === undefined ? null : await em.findOne(User, userId);
      if (!user) {
        // A session whose user is gone is no session.
        if (userId !== undefined) await signOut(ctx);
        throw unauthorized();
      }
      ctx.body = toUserAnswer(user);
    });
}

import type { EntityManager } from '@mikro-orm/core';
import type { Context } from 'koa';
import { clientAddress } from '../../client-address';
import type { RateLimits } from '../../config';
import { validationFailed } from '../../errors';
import { authRateRules, tooManyRegistrations } from '../rate-limit/auth-rate-limits';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import type { School } from '../school/school.entity';
import type { User } from '../user/user.entity';
import { type NewAccount, registerUser } from '../user/user.repository';
import { usernameKey } from '../user/username-key';
import type { PasswordHasher } from './password';
import { passwordProblem } from './password-policy';

/** Refuses a password the policy refuses, as a 400 on `field`. */
export function refusePassword(password: string, username: string, field: string) {
  const problem = passwordProblem(password, username);
  if (problem) throw validationFailed({ [field]: [problem] });
}

/**
 * Registers an account as POST /api/register does, for it and for a
 * school's first admin (POST /api/schools): the password policy, then the
 * registration limits (address first), then the account.
 * Signing in (and remembering the browser) is the caller's.
 */
export function createRegistrar({
  em,
  hasher,
  rateLimits,
}: {
  em: EntityManager;
  hasher: PasswordHasher;
  rateLimits: RateLimits;
}) {
  const limiter = createRateLimiter(em);
  const rules = authRateRules(rateLimits);
  return async (
    ctx: Context,
    request: NewAccount,
    membership?: { role: 'admin'; school: School },
  ): Promise<User> => {
    // Like the schema's rules, refused before anything is counted: trying again costs nothing.
    refusePassword(request.password, request.username, 'password');
    // The address first: what it refuses makes no counter for the username.
    for (const attempt of rules.register(usernameKey(request.username), clientAddress(ctx))) {
      await limiter.charge([attempt], tooManyRegistrations);
    }
    return registerUser(em, hasher, request, clientAddress(ctx), membership);
  };
}

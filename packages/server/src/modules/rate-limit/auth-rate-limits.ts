import type { RateLimits } from '../../config';
import type { Attempt, RateRule } from './rate-limiter';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const REGISTER_WINDOW_MS = 60 * 60 * 1000;

const plural = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);
export const tooManySignIns = (minutes: number) =>
  `Too many sign-in attempts. Please try again in ${plural(minutes)}.`;
export const tooManyRegistrations = (minutes: number) =>
  `Too many accounts created from here. Please try again in ${plural(minutes)}.`;

/** The sign-in and registration rules, from the configured limits. */
export function authRateRules(limits: RateLimits) {
  const rule = (name: string, limit: number, windowMs: number): RateRule => ({
    name,
    limit,
    windowMs,
  });
  const rules = {
    loginAccount: rule('login:account', limits.loginPerAccount, LOGIN_WINDOW_MS),
    loginAddress: rule('login:address', limits.loginPerAddress, LOGIN_WINDOW_MS),
    registerAccount: rule('register:account', limits.registerPerAccount, REGISTER_WINDOW_MS),
    registerAddress: rule('register:address', limits.registerPerAddress, REGISTER_WINDOW_MS),
  };
  return {
    /** Counters a sign-in charges: the username's failures and the address's. */
    login: (username: string, address: string): Attempt[] => [
      { rule: rules.loginAccount, subject: username },
      { rule: rules.loginAddress, subject: address },
    ],
    /** Counters a registration charges: attempts at this username, and from this address. */
    register: (username: string, address: string): Attempt[] => [
      { rule: rules.registerAccount, subject: username },
      { rule: rules.registerAddress, subject: address },
    ],
  };
}

import type { RateLimits } from '../../config';
import type { MessageWithValues } from '../../errors';
import type { Attempt, RateRule } from './rate-limiter';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const REGISTER_WINDOW_MS = 60 * 60 * 1000;
const WAITLIST_WINDOW_MS = 60 * 60 * 1000;
const JOIN_WINDOW_MS = 15 * 60 * 1000;
const HAND_OFF_WINDOW_MS = 60 * 60 * 1000;
const RESET_WINDOW_MS = 60 * 60 * 1000;

// The refusals say how long to wait in minutes (the Retry-After header, in seconds, too).
export const tooManySignIns = (minutes: number): MessageWithValues => ({
  id: /*i18n*/ 'Too many sign-in attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  values: { minutes },
});
export const tooManyRegistrations = (minutes: number): MessageWithValues => ({
  id: /*i18n*/ 'Too many accounts created from here. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  values: { minutes },
});
export const tooManyWaitlistRequests = (minutes: number): MessageWithValues => ({
  id: /*i18n*/ 'Too many requests from here. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  values: { minutes },
});

/** The sign-in, registration, waitlist, joining, hand-off and reset-link rules, from the configured limits. */
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
    waitlistAddress: rule('waitlist:address', limits.waitlistPerAddress, WAITLIST_WINDOW_MS),
    joinAddress: rule('join:address', limits.joinPerAddress, JOIN_WINDOW_MS),
    handOffAddress: rule('hand-off:address', limits.handOffPerAddress, HAND_OFF_WINDOW_MS),
    resetAccount: rule('reset:account', limits.resetPerAccount, RESET_WINDOW_MS),
    resetAddress: rule('reset:address', limits.resetPerAddress, RESET_WINDOW_MS),
  };
  return {
    /**
     * Failed sign-ins from a client address at one account (`subject` as for
     * `loginAccount`): a school's network is one address, so one pupil's
     * guesses there must not lock out the rest of the school.
     */
    loginAddress: (address: string, subject: string): Attempt => ({
      rule: rules.loginAddress,
      subject: `${address}:${subject}`,
    }),
    /**
     * Failed sign-ins at one account: `user:<id>` for an account, `device:<hash>`
     * for one of its known devices (counted on their own), `name:<key>` for a
     * username nobody has.
     */
    loginAccount: (subject: string): Attempt => ({ rule: rules.loginAccount, subject }),
    /** Counters a registration charges, in order: from this address, then at this username. */
    register: (usernameKey: string, address: string): Attempt[] => [
      { rule: rules.registerAddress, subject: address },
      { rule: rules.registerAccount, subject: usernameKey },
    ],
    /** Waitlist requests from a client address. */
    waitlist: (address: string): Attempt => ({ rule: rules.waitlistAddress, subject: address }),
    /**
     * Invitations accepted and class codes tried from a client address: like
     * sign-ins, a success is refunded, so only guesses add up.
     */
    join: (address: string): Attempt => ({ rule: rules.joinAddress, subject: address }),
    /** Hand-offs made from a client address. */
    handOff: (address: string): Attempt => ({ rule: rules.handOffAddress, subject: address }),
    /**
     * Reset links asked for, in order: from this address, then for what was
     * typed (a username's key or an email), whether or not an account has it,
     * so a refusal tells nothing about accounts.
     */
    reset: (address: string, account: string): Attempt[] => [
      { rule: rules.resetAddress, subject: address },
      { rule: rules.resetAccount, subject: account },
    ],
  };
}

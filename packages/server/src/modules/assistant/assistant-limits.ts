import type { EntityManager } from '@mikro-orm/postgresql';
import type { AssistantLimits } from '../../config';
import { tooManyRequests } from '../../errors';
import {
  countRequest,
  type DayUsage,
  type UsageKey,
  uncountRequest,
} from './assistant-usage.repository';

export const USER_LIMIT_REACHED =
  /*i18n*/ 'You have used all of today’s assistant answers. It will be back in {hours, plural, one {# hour} other {# hours}}; until then, your counselor is there to help.';
export const SCHOOL_LIMIT_REACHED =
  /*i18n*/ 'Your school has used all of today’s assistant answers. It will be back in {hours, plural, one {# hour} other {# hours}}; until then, your counselor is there to help.';

/** Today in UTC, `YYYY-MM-DD`: the day the limits count. */
export const usageDay = (now: Date) => now.toISOString().slice(0, 10);

/** Seconds until the next UTC midnight, when the counts start again. */
export function secondsUntilTomorrow(now: Date): number {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((tomorrow - now.getTime()) / 1000);
}

const over = (usage: DayUsage, requests: number, tokens: number) =>
  (requests > 0 && usage.requests > requests) || (tokens > 0 && usage.tokens >= tokens);

/**
 * Counts the request against the asker's and their school's day, or throws
 * a 429 (Retry-After: next UTC midnight) and takes the count back.
 */
export async function chargeRequest(
  em: EntityManager,
  key: UsageKey,
  limits: AssistantLimits,
  now: Date,
): Promise<void> {
  const usage = await countRequest(em, key);
  const userOver =
    usage.user !== null && over(usage.user, limits.requestsPerUser, limits.tokensPerUser);
  const schoolOver =
    usage.school !== null && over(usage.school, limits.requestsPerSchool, limits.tokensPerSchool);
  if (!userOver && !schoolOver) return;
  await uncountRequest(em, key);
  const wait = secondsUntilTomorrow(now);
  const hours = Math.max(1, Math.ceil(wait / 3600));
  throw tooManyRequests(
    { id: userOver ? USER_LIMIT_REACHED : SCHOOL_LIMIT_REACHED, values: { hours } },
    wait,
  );
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { entityKysely } from '../common/kysely';
import type { AssistantUsage } from './assistant-usage.entity';

/** What a user, or a whole school, used on one day. */
export interface DayUsage {
  requests: number;
  tokens: number;
}

/**
 * Who asks, for which feature, on which UTC day (`YYYY-MM-DD`). No user: an
 * anonymous visitor of a school's website, counted as the school (`schoolId`).
 */
export interface UsageKey {
  userId: number | null;
  schoolId: number | null;
  feature: string;
  day: string;
}

/**
 * Counts one request and answers the day's totals after it, the user's (none
 * for a website's visitor) and their school's: one upsert, so requests from
 * any process never lose a count.
 */
export async function countRequest(
  em: EntityManager,
  key: UsageKey,
): Promise<{ user: DayUsage | null; school: DayUsage | null }> {
  const db = entityKysely<typeof AssistantUsage>(em);
  await db
    .insertInto('AssistantUsage')
    .values({
      school: key.schoolId,
      user: key.userId,
      day: key.day,
      feature: key.feature,
      requests: 1,
    } as never)
    .onConflict((conflict) =>
      (key.userId === null
        ? conflict.columns(['school', 'day', 'feature']).where('user', 'is', null)
        : conflict.columns(['user', 'day', 'feature'])
      ).doUpdateSet((eb) => ({
        requests: eb('AssistantUsage.requests', '+', 1),
        school: eb.ref('excluded.school'),
      })),
    )
    .execute();
  const user = key.userId === null ? null : await dayTotals(em, 'user', key.userId, key.day);
  const school =
    key.schoolId === null ? null : await dayTotals(em, 'school', key.schoolId, key.day);
  return { user, school };
}

/** The day's totals of a user or a school (before a request, to check the limits). */
export async function dayTotals(
  em: EntityManager,
  by: 'user' | 'school',
  id: number,
  day: string,
): Promise<DayUsage> {
  const row = await entityKysely<typeof AssistantUsage>(em)
    .selectFrom('AssistantUsage')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('requests'), eb.lit(0)).as('requests'),
      eb.fn
        .coalesce(eb.fn.sum<number>(eb('promptTokens', '+', eb.ref('answerTokens'))), eb.lit(0))
        .as('tokens'),
    ])
    .where(by, '=', id)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return { requests: Number(row.requests), tokens: Number(row.tokens) };
}

/** Adds the tokens the provider reported for one answer. */
export async function addTokens(
  em: EntityManager,
  key: UsageKey,
  tokens: { prompt: number; answer: number },
): Promise<void> {
  await entityKysely<typeof AssistantUsage>(em)
    .updateTable('AssistantUsage')
    .set((eb) => ({
      promptTokens: eb('promptTokens', '+', tokens.prompt),
      answerTokens: eb('answerTokens', '+', tokens.answer),
    }))
    .where('user', key.userId === null ? 'is' : '=', key.userId)
    // A visitors' row: one a school (the partial unique index).
    .$if(key.userId === null, (row) => row.where('school', '=', key.schoolId))
    .where('day', '=', key.day)
    .where('feature', '=', key.feature)
    .execute();
}

/** A school's use since `fromDay` (the month's first): answers and tokens, by feature. */
export async function schoolUsageSince(
  em: EntityManager,
  schoolId: number,
  fromDay: string,
): Promise<{ feature: string; requests: number; tokens: number }[]> {
  const rows = await entityKysely<typeof AssistantUsage>(em)
    .selectFrom('AssistantUsage')
    .select((eb) => [
      'feature',
      eb.fn.sum<number>('requests').as('requests'),
      eb.fn.sum<number>(eb('promptTokens', '+', eb.ref('answerTokens'))).as('tokens'),
    ])
    .where('school', '=', schoolId)
    .where('day', '>=', fromDay)
    .groupBy('feature')
    .orderBy('feature')
    .execute();
  return rows.map((row) => ({
    feature: row.feature,
    requests: Number(row.requests),
    tokens: Number(row.tokens),
  }));
}

/** Takes back a request the limits refused. */
export async function uncountRequest(em: EntityManager, key: UsageKey): Promise<void> {
  await entityKysely<typeof AssistantUsage>(em)
    .updateTable('AssistantUsage')
    .set((eb) => ({ requests: eb('requests', '-', 1) }))
    .where('user', key.userId === null ? 'is' : '=', key.userId)
    // A visitors' row: one a school (the partial unique index).
    .$if(key.userId === null, (row) => row.where('school', '=', key.schoolId))
    .where('day', '=', key.day)
    .where('feature', '=', key.feature)
    .execute();
}

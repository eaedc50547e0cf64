import type { EntityManager } from '@mikro-orm/core';

/**
 * The rows of a written-out statement, in the request's transaction when it
 * has one: for the reads and writes that skip the query builder and the unit
 * of work (docs/performance.md, "What a request costs").
 */
export function queryRows(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
): Promise<Record<string, unknown>[]> {
  return em
    .getConnection()
    .execute<Record<string, unknown>[]>(sql, [...params], 'all', em.getTransactionContext());
}

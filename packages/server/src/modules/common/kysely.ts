import type { EntityManager, InferClassEntityDB } from '@mikro-orm/postgresql';
import type { CompiledQuery } from 'kysely';

const ENTITY_NAMES = {
  tableNamingStrategy: 'entity',
  columnNamingStrategy: 'property',
  convertValues: true,
} as const;

/**
 * Kysely bound to `em` (its transaction when it has one), in the entities'
 * names: tables by entity (`Selection`), columns by property (`createdAt`),
 * values converted both ways. `TEntities` is the entity classes the statement
 * reads or writes (`typeof Selection | typeof Programme`), which type its
 * tables. The repositories' way to write a statement the ORM's unit of work
 * would spread over several round trips (docs/performance.md).
 */
export const entityKysely = <TEntities>(em: EntityManager) =>
  em.getKysely<InferClassEntityDB<TEntities, typeof ENTITY_NAMES>, typeof ENTITY_NAMES>(
    ENTITY_NAMES,
  );

/**
 * Runs a read compiled once with this request's values as its parameters
 * (in the order the statement uses them), skipping what the ORM's plugin
 * does on every statement: renaming the query's columns when it compiles,
 * and each row's columns after it runs (together about 400 µs of CPU on a
 * student's selections read, docs/performance.md). The statement must name
 * each column it selects by its property (`s.createdAt as createdAt`);
 * values come as the driver parses them, not converted to the entities' types.
 */
export async function runCompiled<Row>(
  em: EntityManager,
  statement: CompiledQuery<Row>,
  parameters: readonly unknown[],
): Promise<Row[]> {
  const { rows } = await em.getKysely().executeQuery<Row>({ ...statement, parameters });
  return rows;
}

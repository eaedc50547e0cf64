import type { EntityManager, InferClassEntityDB } from '@mikro-orm/postgresql';

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

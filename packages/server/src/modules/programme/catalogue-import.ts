import type { EntityManager } from '@mikro-orm/core';
import { type FoundationProgrammeEntry, programmeStructure } from '@puente/core';
import { Programme } from './programme.entity';

const BATCH_SIZE = 500;

/** What an import changed. */
export interface ImportCount {
  inserted: number;
  updated: number;
}

/**
 * Writes validated catalogue entries in one transaction: a programme whose
 * slug is known is updated in place (its id, and so the students' selections
 * of it, stay), a new slug is inserted. Programmes the entries do not name
 * are left alone. Every programme is stored with its structured fields
 * (start months, nation, IELTS bands), given or read from its text.
 */
export async function upsertProgrammes(
  em: EntityManager,
  entries: readonly FoundationProgrammeEntry[],
): Promise<ImportCount> {
  if (entries.length === 0) return { inserted: 0, updated: 0 };
  const rows = entries.map((entry) => ({
    ...entry,
    // An entry without a match percentage clears a stored one.
    matchPercentage: entry.matchPercentage ?? null,
    pathways: [...entry.pathways],
    // What the entry does not give (a catalogue in the older format) is read from its text.
    ...programmeStructure(entry),
  }));
  return em.fork().transactional(async (tx) => {
    const known = await tx.count(Programme, { slug: { $in: rows.map(({ slug }) => slug) } });
    await tx.upsertMany(Programme, rows, {
      onConflictFields: ['slug'],
      onConflictAction: 'merge',
      batchSize: BATCH_SIZE,
      disableIdentityMap: true,
    });
    return { inserted: rows.length - known, updated: known };
  });
}

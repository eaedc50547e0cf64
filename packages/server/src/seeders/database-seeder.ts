import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { describeProblems, readCatalogueFile } from '../modules/programme/catalogue-file';
import { upsertProgrammes } from '../modules/programme/catalogue-import';

/** The versioned catalogue of UK foundation programmes (see data/README.md). */
export const CATALOGUE_FILE = fileURLToPath(
  new URL('../../data/foundation-programmes.json', import.meta.url),
);

/**
 * Seeds the programme catalogue from `data/foundation-programmes.json`,
 * validated with core's catalogue schema. Idempotent: programmes are upserted
 * by slug, so running it again updates them in place.
 */
export class DatabaseSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const reading = await readCatalogueFile(CATALOGUE_FILE);
    if (!reading.ok) {
      throw new Error(
        `Invalid programme catalogue ${CATALOGUE_FILE}:\n${describeProblems(reading.problems)}`,
      );
    }
    await upsertProgrammes(em, reading.programmes);
  }
}

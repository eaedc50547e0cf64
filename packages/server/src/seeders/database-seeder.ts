import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Programme } from '../modules/programme/programme.entity';
import { loadProgrammeCatalogue } from './programme-catalogue';

/**
 * Seeds the programme catalogue. Idempotent: a programme already present
 * (same university and programme name) is left as it is.
 */
export class DatabaseSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const catalogue = await loadProgrammeCatalogue();
    const existing = await em.find(Programme, {}, { fields: ['universityName', 'programName'] });
    const known = new Set(existing.map((p) => `${p.universityName}\n${p.programName}`));
    const missing = catalogue.filter((p) => !known.has(`${p.universityName}\n${p.programName}`));
    if (missing.length > 0) await em.insertMany(Programme, missing);
  }
}

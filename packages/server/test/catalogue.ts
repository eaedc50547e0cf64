import { readFile } from 'node:fs/promises';
import { type FoundationProgrammeEntry, foundationProgrammeEntrySchema } from '@puente/core';
import { CATALOGUE_FILE } from '../src/seeders/database-seeder';

/** The catalogue the seeder loads, as the repository's file gives it. */
export async function seededCatalogue(): Promise<FoundationProgrammeEntry[]> {
  return JSON.parse(await readFile(CATALOGUE_FILE, 'utf8')).programmes;
}

/** A catalogue entry's fields, in the schema's order. */
export const ENTRY_FIELDS = Object.keys(
  foundationProgrammeEntrySchema.entries,
) as readonly (keyof FoundationProgrammeEntry)[];

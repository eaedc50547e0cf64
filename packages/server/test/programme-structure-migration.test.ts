import { programmeStructure } from '@puente/core';
import { describe, expect, it } from 'vitest';
import { Programme } from '../src/modules/programme/programme.entity';
import { startTestApp } from './utils';

const app = await startTestApp();
const BEFORE = 'Migration20261206071635_password_resets';

describe('the migration to structured catalogue fields', () => {
  it('fills every stored programme from its text as an import reads it', async () => {
    await app.orm.migrator.down({ to: BEFORE });
    await app.orm.migrator.up();
    const programmes = await app.orm.em.fork().find(Programme, {}, { orderBy: { id: 'asc' } });
    expect(programmes.length).toBeGreaterThan(50);
    for (const programme of programmes) {
      const stored = {
        startMonths: programme.startMonths,
        nation: programme.nation,
        ieltsOverall: programme.ieltsOverall,
        ieltsReading: programme.ieltsReading ?? null,
        ieltsWriting: programme.ieltsWriting ?? null,
        ieltsSpeaking: programme.ieltsSpeaking ?? null,
        ieltsListening: programme.ieltsListening ?? null,
      };
      const { startDates, region, requirements } = programme;
      expect(stored, `${startDates} | ${requirements}`).toEqual(
        programmeStructure({ startDates, region, requirements }),
      );
    }
  });
});

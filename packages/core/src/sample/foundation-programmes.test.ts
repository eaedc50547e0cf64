import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { foundationProgrammeEntrySchema } from '../schemas/foundation-programme.schema';
import { studentInfoSchema } from '../schemas/student-info.schema';
import { manySampleProgrammes, SAMPLE_PROGRAMMES, sampleSelection } from './foundation-programmes';
import { SAMPLE_STUDENT_INFO } from './student-info';

describe('sample programmes and profile', () => {
  it('are what the catalogue and the form accept', () => {
    for (const { id, matchPercentage, ...entry } of SAMPLE_PROGRAMMES) {
      expect(v.safeParse(foundationProgrammeEntrySchema, entry).issues).toBeUndefined();
      expect(matchPercentage).toBeNull();
    }
    const { id, userId, createdAt, updatedAt, ...form } = SAMPLE_STUDENT_INFO;
    expect(v.safeParse(studentInfoSchema, form).success).toBe(true);
  });

  it('make large catalogues with distinct ids and a selection of any programme', () => {
    const many = manySampleProgrammes(1200);
    expect(new Set(many.map(({ id }) => id)).size).toBe(1200);
    expect(new Set(many.map(({ slug }) => slug)).size).toBe(1200);
    const programme = many[0];
    if (!programme) throw new Error('empty');
    expect(sampleSelection(9, programme)).toMatchObject({
      id: 9,
      programId: 1,
      status: 'Not Started',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { parseWith } from './field-errors';
import {
  foundationProgrammeCatalogueSchema,
  foundationProgrammeEntrySchema,
  foundationProgrammeSchema,
} from './foundation-programme.schema';
import { PROGRAMME_SUBJECTS } from './programme-subjects';
import { SUBJECT_OPTIONS } from './student-info.options';

const kings = {
  slug: 'kings-college-london-international-foundation-programme-science',
  universityName: "King's College London",
  programName: 'International Foundation Programme (Science)',
  subject: 'Natural Sciences',
  region: 'London, England',
  tuitionFees: 24950,
  applicationDeadline: '2027-06-15',
  startDates: 'September 2027',
  requirements: 'IELTS 5.5 (no section below 5.5), High School 85%, Math 80%, Science 80%',
  rank: '#19',
  imageUrl: '/images/universities/kings-college-london.svg',
  pathways: ['BSc Chemistry', 'BSc Physics'],
  provider: null,
  kind: 'international',
};

describe('foundation programme entry', () => {
  it('accepts a catalogue entry and keeps the match percentage optional', () => {
    const result = parseWith(foundationProgrammeEntrySchema, kings);
    expect(result).toEqual({ ok: true, value: kings });
  });

  it('answers with an id and the structured fields as the API does', () => {
    const structured = {
      startMonths: ['2027-09'],
      nation: 'England',
      ieltsOverall: 5.5,
      ieltsReading: 5.5,
      ieltsWriting: 5.5,
      ieltsSpeaking: 5.5,
      ieltsListening: 5.5,
    };
    const answer = { ...kings, ...structured, id: 7, matchPercentage: 80 };
    expect(parseWith(foundationProgrammeSchema, answer).ok).toBe(true);
    expect(parseWith(foundationProgrammeSchema, { ...kings, id: 7, matchPercentage: 80 }).ok).toBe(
      false,
    );
    expect(parseWith(foundationProgrammeSchema, kings).ok).toBe(false);
  });

  it.each([
    [{ imageUrl: 'https://www.kcl.ac.uk/logo.svg' }, 'imageUrl'],
    [{ imageUrl: '//cdn.example.com/images/logo.svg' }, 'imageUrl'],
    [{ region: 'London' }, 'region'],
    [{ startMonths: ['September 2027'] }, 'startMonths'],
    [{ startMonths: [] }, 'startMonths'],
    [{ nation: 'Scotland' }, 'nation'],
    [{ ieltsOverall: 6 }, 'ieltsOverall'],
    [{ ieltsWriting: 5.25 }, 'ieltsWriting'],
    [{ ieltsReading: '6.0' }, 'ieltsReading'],
    [{ subject: 'Astrology' }, 'subject'],
    [{ tuitionFees: 24950.5 }, 'tuitionFees'],
    [{ tuitionFees: '£24,950' }, 'tuitionFees'],
    [{ applicationDeadline: '15/06/2027' }, 'applicationDeadline'],
    [{ applicationDeadline: '2027-02-30' }, 'applicationDeadline'],
    [{ requirements: 'IELTS 5.5, High School 85%, Math 80%' }, 'requirements'],
    [{ pathways: [] }, 'pathways'],
    [{ provider: 'Acme Pathways' }, 'provider'],
    [{ kind: 'online' }, 'kind'],
    [{ slug: 'Kings College' }, 'slug'],
    [{ matchPercentage: 101 }, 'matchPercentage'],
  ])('rejects %j', (change, field) => {
    const result = parseWith(foundationProgrammeEntrySchema, { ...kings, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });

  it('names the four thresholds when one is missing', () => {
    const result = parseWith(foundationProgrammeEntrySchema, {
      ...kings,
      requirements: 'IELTS 5.5',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        requirements: ['Requirements must state IELTS, High School %, Math % and Science %'],
      },
    });
  });

  it('files programmes under subjects the student can pick as intended subjects', () => {
    for (const subject of PROGRAMME_SUBJECTS) {
      expect(SUBJECT_OPTIONS).toContain(subject);
    }
  });
});

describe('foundation programme catalogue', () => {
  it('accepts a versioned list of programmes', () => {
    expect(
      parseWith(foundationProgrammeCatalogueSchema, {
        version: '2027.1',
        intake: '2027',
        programmes: [kings],
      }).ok,
    ).toBe(true);
  });

  it('rejects two programmes with the same slug', () => {
    expect(
      parseWith(foundationProgrammeCatalogueSchema, {
        version: '2027.1',
        intake: '2027',
        programmes: [kings, kings],
      }),
    ).toEqual({ ok: false, errors: { programmes: ['Every programme slug must be unique'] } });
  });
});

import { describe, expect, it } from 'vitest';
import { ALL_SUBJECTS, distinctSubjects, paginate, searchProgrammes } from './programme-search';

const kings = {
  programName: 'International Foundation Programme (Science)',
  universityName: "King's College London",
  region: 'London, England',
  subject: 'Natural Sciences',
};
const queenMary = {
  programName: 'Science and Engineering Foundation Programme',
  universityName: 'Queen Mary University of London',
  region: 'London, England',
  subject: 'Engineering',
};
const edinburgh = {
  programName: 'International Foundation Programme',
  universityName: 'University of Edinburgh',
  region: 'Edinburgh, Scotland',
  subject: 'Business & Management',
};
const cardiff = {
  programName: 'Computer Science with a Foundation Year',
  universityName: 'Cardiff University',
  region: 'Cardiff, Wales',
  subject: 'Computer Science',
};
const programmes = [kings, queenMary, edinburgh, cardiff];

describe('searchProgrammes', () => {
  it('answers everything for an empty search', () => {
    expect(searchProgrammes(programmes)).toEqual(programmes);
    expect(searchProgrammes(programmes, { query: '   ', subject: ALL_SUBJECTS })).toEqual(
      programmes,
    );
  });

  it.each([
    ['the programme name', 'computer science with', [cardiff]],
    ['the university name', 'QUEEN MARY', [queenMary]],
    ['the region', 'scotland', [edinburgh]],
    ['any of them, in order', 'london', [kings, queenMary]],
  ])('matches a case-insensitive substring of %s', (_field, query, expected) => {
    expect(searchProgrammes(programmes, { query })).toEqual(expected);
  });

  it('matches a curly apostrophe typed for a straight one', () => {
    expect(searchProgrammes(programmes, { query: 'King’s' })).toEqual([kings]);
  });

  it('does not match the subject or text spanning two fields', () => {
    expect(searchProgrammes(programmes, { query: 'natural sciences' })).toEqual([]);
    expect(searchProgrammes(programmes, { query: 'year cardiff' })).toEqual([]);
  });

  it('matches the subject exactly, combined with the text', () => {
    expect(searchProgrammes(programmes, { subject: 'Engineering' })).toEqual([queenMary]);
    expect(searchProgrammes(programmes, { subject: 'engineering' })).toEqual([]);
    expect(searchProgrammes(programmes, { subject: 'Science' })).toEqual([]);
    expect(searchProgrammes(programmes, { query: 'london', subject: 'Natural Sciences' })).toEqual([
      kings,
    ]);
  });

  it('narrows to one region when asked', () => {
    expect(searchProgrammes(programmes, { region: 'london, england' })).toEqual([kings, queenMary]);
    expect(searchProgrammes(programmes, { region: 'London' })).toEqual([]);
    expect(searchProgrammes(programmes, { region: 'Scotland' })).toEqual([edinburgh]);
    expect(searchProgrammes(programmes, { region: 'england' })).toEqual([kings, queenMary]);
  });

  it('sees programmes added to or replaced in a list it searched before', () => {
    const list = [kings, edinburgh];
    expect(searchProgrammes(list, { query: 'cardiff' })).toEqual([]);
    list.push(cardiff);
    list[0] = queenMary;
    expect(searchProgrammes(list, { query: 'cardiff' })).toEqual([cardiff]);
    expect(searchProgrammes(list, { query: 'king' })).toEqual([]);
    list.length = 1;
    expect(searchProgrammes(list, { query: 'london' })).toEqual([queenMary]);
  });

  it('hides the programmes of excluded universities, and none by default', () => {
    expect(
      searchProgrammes(programmes, { excludedUniversities: [' queen mary university of london '] }),
    ).toEqual([kings, edinburgh, cardiff]);
    expect(searchProgrammes(programmes, { query: 'london', excludedUniversities: [] })).toEqual([
      kings,
      queenMary,
    ]);
  });
});

describe('distinctSubjects', () => {
  it('lists each subject once, sorted', () => {
    expect(distinctSubjects([...programmes, cardiff])).toEqual([
      'Business & Management',
      'Computer Science',
      'Engineering',
      'Natural Sciences',
    ]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);

  it('answers one page with the totals', () => {
    expect(paginate(items, { page: 2, pageSize: 10 })).toEqual({
      items: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      total: 23,
      page: 2,
      pageSize: 10,
      pageCount: 3,
    });
    expect(paginate(items, { page: 3, pageSize: 10 }).items).toEqual([21, 22, 23]);
  });

  it('clamps a page outside the range', () => {
    expect(paginate(items, { page: 9, pageSize: 10 }).page).toBe(3);
    expect(paginate(items, { page: 0, pageSize: 10 }).items[0]).toBe(1);
  });

  it('has one empty page for no items', () => {
    expect(paginate([], { page: 1, pageSize: 12 })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 12,
      pageCount: 1,
    });
  });
});

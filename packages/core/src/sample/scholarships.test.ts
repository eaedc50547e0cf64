import { describe, expect, it } from 'vitest';
import { parseDeadlineDate } from '../domain/deadline';
import { ANY_UK_UNIVERSITY } from '../domain/scholarship-search';
import { BROWSE_SCHOLARSHIPS, DASHBOARD_SCHOLARSHIPS } from './scholarships';

const UK_CATALOGUE_UNIVERSITIES = [
  "King's College London",
  'Queen Mary University of London',
  'University of Manchester',
  'University of Edinburgh',
  'University of Warwick',
  'University of Bristol',
  'Cardiff University',
];

const inYears2026To2027 = (deadline: string) => {
  const date = parseDeadlineDate(deadline);
  return date !== null && [2026, 2027].includes(date.getUTCFullYear());
};

describe('dashboard sample scholarships', () => {
  it('are worth £10,000, £5,000 and £7,500 for ids 1, 2 and 3 (SPEC §9)', () => {
    const values = Object.fromEntries(DASHBOARD_SCHOLARSHIPS.map((s) => [s.id, s.value]));
    expect([values[1], values[2], values[3]]).toEqual([10000, 5000, 7500]);
  });

  it('hold more than the carousel shows, with unique ids and 2026-2027 deadlines', () => {
    expect(DASHBOARD_SCHOLARSHIPS.length).toBeGreaterThan(3);
    expect(new Set(DASHBOARD_SCHOLARSHIPS.map((s) => s.id)).size).toBe(
      DASHBOARD_SCHOLARSHIPS.length,
    );
    for (const scholarship of DASHBOARD_SCHOLARSHIPS) {
      expect(inYears2026To2027(scholarship.deadline)).toBe(true);
      expect(UK_CATALOGUE_UNIVERSITIES).toContain(scholarship.university);
    }
  });
});

describe('browse sample scholarships', () => {
  it('range from £1,500 to £15,000 (SPEC §9)', () => {
    const values = BROWSE_SCHOLARSHIPS.map((s) => s.value);
    expect(Math.min(...values)).toBe(1500);
    expect(Math.max(...values)).toBe(15000);
  });

  it('ask for every essay count from 1 to 6 (SPEC §9)', () => {
    expect([...new Set(BROWSE_SCHOLARSHIPS.map((s) => s.essayCount))].sort()).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });

  it('have unique ids, 2026-2027 deadlines, and a UK catalogue university or none in particular', () => {
    expect(new Set(BROWSE_SCHOLARSHIPS.map((s) => s.id)).size).toBe(BROWSE_SCHOLARSHIPS.length);
    for (const scholarship of BROWSE_SCHOLARSHIPS) {
      expect(inYears2026To2027(scholarship.deadline)).toBe(true);
      expect([...UK_CATALOGUE_UNIVERSITIES, ANY_UK_UNIVERSITY]).toContain(scholarship.university);
      expect(scholarship.link).toMatch(/^https:\/\//);
      expect(scholarship.eligibility.length).toBeGreaterThan(0);
      expect(scholarship.requirements.length).toBeGreaterThan(0);
      expect(scholarship.gradeRequirement).not.toBe('');
    }
  });

  it('include general scholarships open at any UK university', () => {
    expect(BROWSE_SCHOLARSHIPS.some((s) => s.university === ANY_UK_UNIVERSITY)).toBe(true);
  });
});

describe('sample scholarship pictures', () => {
  it("are the university's bundled logo, or none for a scholarship open at any UK university", () => {
    for (const scholarship of [...DASHBOARD_SCHOLARSHIPS, ...BROWSE_SCHOLARSHIPS]) {
      if (scholarship.university === ANY_UK_UNIVERSITY) expect(scholarship.imageUrl).toBe('');
      else expect(scholarship.imageUrl).toMatch(/^\/images\/universities\/[a-z-]+\.svg$/);
    }
  });
});

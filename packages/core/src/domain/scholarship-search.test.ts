import { describe, expect, it } from 'vitest';
import { BROWSE_SCHOLARSHIPS, DASHBOARD_SCHOLARSHIPS } from '../sample/scholarships';
import {
  ANY_UK_UNIVERSITY,
  carouselScholarships,
  programmeScholarships,
  type ScholarshipListing,
  searchScholarships,
} from './scholarship-search';

const listing = (
  id: number,
  university: string,
  deadline: string,
  extra: Partial<ScholarshipListing> = {},
): ScholarshipListing => ({
  id,
  name: `Scholarship ${id}`,
  value: 1000 * id,
  deadline,
  university,
  description: '',
  eligibility: ['International students'],
  requirements: ['An essay'],
  subject: 'Engineering',
  essayCount: 1,
  gradeRequirement: '8.0/10',
  imageUrl: '',
  link: `https://example.ac.uk/${id}`,
  ...extra,
});

describe('searchScholarships (SPEC §5)', () => {
  const list = [
    listing(1, "King's College London", '2027-01-01', { name: 'Global Excellence Scholarship' }),
    listing(2, 'University of Edinburgh', '2027-01-01', { subject: 'Medicine & Health Sciences' }),
    listing(3, 'Cardiff University', '2027-01-01', { name: 'Beca Querétaro', subject: 'Law' }),
  ];
  const ids = (query: string) => searchScholarships(list, query).map((s) => s.id);

  it('matches the name, university or subject, ignoring case', () => {
    expect(ids('EXCELLENCE')).toEqual([1]);
    expect(ids('edinburgh')).toEqual([2]);
    expect(ids('health')).toEqual([2]);
    expect(ids('law')).toEqual([3]);
    expect(ids('university')).toEqual([2, 3]);
  });

  it('ignores accents and curly apostrophes, and trims the query', () => {
    expect(ids('queretaro')).toEqual([3]);
    expect(ids('King’s')).toEqual([1]);
    expect(ids('  cardiff ')).toEqual([3]);
  });

  it('does not match other fields such as the description', () => {
    expect(ids('International students')).toEqual([]);
  });

  it('keeps everything, in order, for a blank query', () => {
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('   ')).toEqual([1, 2, 3]);
  });

  it('finds nothing for an unknown word', () => {
    expect(ids('astronomy')).toEqual([]);
  });

  it('searches the browse samples', () => {
    expect(searchScholarships(BROWSE_SCHOLARSHIPS, 'manchester').map((s) => s.id)).toEqual([5, 6]);
  });
});

describe('carouselScholarships (SPEC §9)', () => {
  it('shows only ids 1, 2 and 3, soonest deadline first', () => {
    expect(carouselScholarships(DASHBOARD_SCHOLARSHIPS).map((s) => [s.id, s.deadline])).toEqual([
      [2, '2026-11-30'],
      [1, '2027-01-31'],
      [3, '2027-03-15'],
    ]);
  });

  it('leaves out other ids even with earlier deadlines, and shows at most 3', () => {
    const list = [
      { id: 4, deadline: '2026-01-01' },
      { id: 3, deadline: '2026-05-01' },
      { id: 1, deadline: '2026-03-01' },
      { id: 1, deadline: '2026-04-01' },
      { id: 2, deadline: '2026-02-01' },
    ];
    expect(carouselScholarships(list)).toEqual([
      { id: 2, deadline: '2026-02-01' },
      { id: 1, deadline: '2026-03-01' },
      { id: 1, deadline: '2026-04-01' },
    ]);
  });

  it('is empty when none of 1, 2 or 3 is there', () => {
    expect(carouselScholarships([{ id: 7, deadline: '2026-01-01' }])).toEqual([]);
  });
});

describe('programmeScholarships', () => {
  const list = [
    listing(1, ANY_UK_UNIVERSITY, '2027-03-01'),
    listing(2, "King's College London", '2027-02-01'),
    listing(3, 'University of Bristol', '2026-12-01'),
    listing(4, "King's College London", '2026-11-01'),
    listing(5, ANY_UK_UNIVERSITY, '2026-10-01'),
  ];

  it("gives the programme's university's scholarships, then general ones, each by deadline", () => {
    const shown = programmeScholarships({ universityName: 'King’s College London' }, list);
    expect(shown.map((s) => s.id)).toEqual([4, 2, 5, 1]);
  });

  it('gives only general ones for a university without its own', () => {
    expect(
      programmeScholarships({ universityName: 'Imperial College London' }, list).map((s) => s.id),
    ).toEqual([5, 1]);
  });

  it('answers in the programme-view shape, value as amount', () => {
    expect(programmeScholarships({ universityName: 'University of Bristol' }, list)[0]).toEqual({
      id: 3,
      name: 'Scholarship 3',
      amount: 3000,
      deadline: '2026-12-01',
      eligibility: ['International students'],
      requirements: ['An essay'],
      link: 'https://example.ac.uk/3',
    });
  });

  it('works on the browse samples', () => {
    const shown = programmeScholarships(
      { universityName: 'Queen Mary University of London' },
      BROWSE_SCHOLARSHIPS,
    );
    expect(shown.map((s) => s.name)).toEqual([
      'International Foundation Scholarship',
      'Humanities Foundation Award',
      'Mexico–UK Foundation Year Award',
      'Women in STEM Foundation Bursary',
    ]);
  });
});

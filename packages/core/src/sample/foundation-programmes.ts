import { type ProgrammeStructure, programmeStructure } from '../domain/programme-structure';
import type { FoundationProgramme } from '../schemas/foundation-programme.schema';
import type { SelectedProgramme } from '../schemas/selection.schema';
import { NEW_SELECTION_STATUS } from '../schemas/selection.schema';
import { NEW_TRACKER } from '../schemas/tracker.schema';

/** A catalogue programme as the API answers it, for tests and stories; `overrides` change what the case is about. */
export function sampleProgramme(overrides: Partial<FoundationProgramme> = {}): FoundationProgramme {
  const programme: Omit<FoundationProgramme, keyof ProgrammeStructure> &
    Partial<ProgrammeStructure> = {
    id: 1,
    slug: 'kings-college-london-international-foundation-programme-computer-science',
    universityName: "King's College London",
    programName: 'International Foundation Programme – Computer Science',
    subject: 'Computer Science',
    region: 'London, England',
    tuitionFees: 24950,
    applicationDeadline: '2027-06-15',
    startDates: 'September 2027',
    requirements:
      'IELTS 5.5 (minimum 5.5 in each component), High School 85%, Math 80%, Science 75%',
    rank: '#22',
    matchPercentage: null,
    imageUrl: '/images/universities/kings-college-london.svg',
    pathways: ['BSc Computer Science', 'BSc Artificial Intelligence'],
    provider: null,
    kind: 'international',
    ...overrides,
  };
  // The structured fields follow the text an override changes, as an import fills them.
  return { ...programme, ...programmeStructure(programme) };
}

/** Engineering in Scotland, cheap and dear, closing at different times: for choosing among. */
export const SCOTTISH_ENGINEERING_PROGRAMMES: readonly FoundationProgramme[] = [
  sampleProgramme({
    id: 21,
    universityName: 'University of Edinburgh',
    programName: 'Engineering Foundation – Edinburgh',
    subject: 'Engineering',
    region: 'Edinburgh, Scotland',
    tuitionFees: 24900,
    applicationDeadline: '2027-07-31',
    requirements: 'IELTS 5.5 (with 6.0 in writing), High School 85%, Math 80%, Science 80%',
    rank: '#15',
  }),
  sampleProgramme({
    id: 22,
    universityName: 'University of Glasgow',
    programName: 'Engineering Foundation – Glasgow',
    subject: 'Engineering',
    region: 'Glasgow, Scotland',
    tuitionFees: 20445,
    applicationDeadline: '2027-06-30',
    startDates: 'September 2027, January 2028',
    requirements:
      'IELTS 6.0 (minimum 5.5 in each component), High School 80%, Math 75%, Science 70%',
    rank: '#78',
  }),
  sampleProgramme({
    id: 23,
    universityName: 'University of Strathclyde',
    programName: 'Engineering Foundation – Strathclyde',
    subject: 'Engineering',
    region: 'Glasgow, Scotland',
    tuitionFees: 19995,
    applicationDeadline: '2027-05-31',
    requirements:
      'IELTS 5.5 (minimum 5.0 in each component), High School 75%, Math 75%, Science 65%',
    rank: '#45',
  }),
];

/** Five programmes across subjects, regions and universities. */
export const SAMPLE_PROGRAMMES: readonly FoundationProgramme[] = [
  sampleProgramme(),
  sampleProgramme({
    id: 2,
    slug: 'university-of-edinburgh-international-foundation-programme-engineering',
    universityName: 'University of Edinburgh',
    programName: 'International Foundation Programme – Engineering',
    subject: 'Engineering',
    region: 'Edinburgh, Scotland',
    tuitionFees: 23400,
    applicationDeadline: '2027-07-31',
    startDates: 'September 2027, January 2028',
    requirements: 'IELTS 5.5 (6.0 in writing), High School 80%, Math 80%, Science 75%',
    rank: '#27',
    imageUrl: '/images/universities/university-of-edinburgh.svg',
    pathways: ['BEng Mechanical Engineering', 'BEng Civil Engineering', 'BEng Electronics'],
  }),
  sampleProgramme({
    id: 3,
    slug: 'university-of-manchester-foundation-year-computer-science',
    universityName: 'The University of Manchester',
    programName: 'Computer Science with Foundation Year',
    subject: 'Computer Science',
    region: 'Manchester, England',
    tuitionFees: 21000,
    applicationDeadline: '2027-01-29',
    startDates: 'September 2027',
    requirements: 'IELTS 6.0, High School 75%, Math 75%, Science 65%',
    rank: '#34',
    imageUrl: '/images/universities/university-of-manchester.svg',
    pathways: ['BSc Computer Science'],
    kind: 'integrated',
  }),
  sampleProgramme({
    id: 4,
    slug: 'university-of-warwick-international-foundation-programme-business',
    universityName: 'University of Warwick',
    programName: 'International Foundation Programme – Business',
    subject: 'Business & Management',
    region: 'Coventry, England',
    tuitionFees: 26500,
    applicationDeadline: '2027-05-01',
    startDates: 'October 2027',
    requirements: 'IELTS 6.0 (6.0 in speaking), High School 85%, Math 70%, Science 60%',
    rank: '#69',
    imageUrl: '/images/universities/university-of-warwick.svg',
    pathways: ['BSc Management', 'BSc Accounting and Finance'],
  }),
  sampleProgramme({
    id: 5,
    slug: 'queen-mary-university-of-london-science-and-engineering-foundation',
    universityName: 'Queen Mary University of London',
    programName:
      'Science and Engineering Foundation Programme – Computer Science, Electronic Engineering and Artificial Intelligence',
    subject: 'Computer Science',
    region: 'London, England',
    tuitionFees: 22950,
    applicationDeadline: '2027-06-30',
    startDates: 'September 2027',
    requirements: 'IELTS 5.5, High School 70%, Math 70%, Science 60%',
    rank: '#125',
    imageUrl: '/images/universities/queen-mary-university-of-london.svg',
    pathways: ['BSc Computer Science', 'BEng Electronic Engineering'],
    kind: 'integrated',
  }),
];

/** `count` programmes with distinct ids and names (a catalogue of 1,000+ for paging). */
export function manySampleProgrammes(count: number): FoundationProgramme[] {
  return Array.from({ length: count }, (_, index) => {
    const base = SAMPLE_PROGRAMMES[index % SAMPLE_PROGRAMMES.length] as FoundationProgramme;
    return {
      ...base,
      id: index + 1,
      slug: `${base.slug}-${index + 1}`,
      programName: `${base.programName} ${index + 1}`,
    };
  });
}

/** A selection of `programme` as GET /api/selected-programs answers it, just selected. */
export function sampleSelection(id: number, programme: FoundationProgramme): SelectedProgramme {
  return {
    id,
    userId: 7,
    programId: programme.id,
    status: NEW_SELECTION_STATUS,
    personalStatement: null,
    statementUpdatedAt: null,
    tracker: NEW_TRACKER,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    program: programme,
  };
}

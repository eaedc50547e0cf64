import {
  ANY_UK_UNIVERSITY,
  type DashboardScholarship,
  type ScholarshipListing,
} from '../domain/scholarship-search';

/*
 * Sample scholarships for international (Mexican) students starting a UK
 * foundation year. Names and amounts are illustrative, not real awards; the
 * links go to each university's home page.
 */

/** The university's bundled logo (the host's public/images/universities). */
const image = (slug: string) => `/images/universities/${slug}.svg`;
/** A scholarship open at any UK university has no one logo: the default picture shows. */
const NO_IMAGE = '';

const WEBSITES = {
  kings: 'https://www.kcl.ac.uk',
  queenMary: 'https://www.qmul.ac.uk',
  manchester: 'https://www.manchester.ac.uk',
  edinburgh: 'https://www.ed.ac.uk',
  warwick: 'https://warwick.ac.uk',
  bristol: 'https://www.bristol.ac.uk',
  cardiff: 'https://www.cardiff.ac.uk',
  studyUk: 'https://study-uk.britishcouncil.org',
} as const;

/**
 * The dashboard's sample scholarships (SPEC §9): 1, 2 and 3 are worth £10,000,
 * £5,000 and £7,500 and are the only ones the carousel shows; 4 and 5 are not.
 */
export const DASHBOARD_SCHOLARSHIPS: readonly DashboardScholarship[] = [
  {
    id: 1,
    name: 'Global Excellence Scholarship',
    value: 10000,
    deadline: '2027-01-31',
    foundationProgram: 'International Foundation Programme: Science and Engineering',
    description:
      /*i18n*/ "A tuition fee reduction for outstanding international students joining King's College London's International Foundation Programme.",
    eligibility: [
      /*i18n*/ 'International (overseas fee status) students',
      /*i18n*/ 'Holding an offer for the International Foundation Programme starting in September 2026',
    ],
    requirements: [
      /*i18n*/ 'Bachillerato average of 9.0/10 or above',
      /*i18n*/ 'A 500-word essay on your academic goals',
      /*i18n*/ 'One academic reference',
    ],
    university: "King's College London",
    imageUrl: image('kings-college-london'),
  },
  {
    id: 2,
    name: 'International Foundation Scholarship',
    value: 5000,
    deadline: '2026-11-30',
    foundationProgram: 'International Foundation Programme: Business and Management',
    description:
      /*i18n*/ 'An award towards first-year tuition for international students on the Business and Management foundation pathway.',
    eligibility: [
      /*i18n*/ 'International students from outside the UK',
      /*i18n*/ 'Applying for a September 2026 or January 2027 start',
    ],
    requirements: [
      /*i18n*/ 'Bachillerato average of 8.5/10 or above',
      /*i18n*/ 'A personal statement',
    ],
    university: 'Queen Mary University of London',
    imageUrl: image('queen-mary-university-of-london'),
  },
  {
    id: 3,
    name: 'Computer Science Foundation Award',
    value: 7500,
    deadline: '2027-03-15',
    foundationProgram: 'International Foundation Year: Computer Science',
    description:
      /*i18n*/ 'For international students with strong mathematics who progress from the foundation year to a computer science degree.',
    eligibility: [
      /*i18n*/ 'International students applying to the Computer Science foundation year',
      /*i18n*/ 'Intending to progress to a BSc in Computer Science',
    ],
    requirements: [
      /*i18n*/ 'Mathematics grade of 85% or above',
      /*i18n*/ 'Two short essays: why computer science, and a project you built',
    ],
    university: 'University of Manchester',
    imageUrl: image('university-of-manchester'),
  },
  {
    id: 4,
    name: 'Early Application Bursary',
    value: 3000,
    deadline: '2026-10-15',
    foundationProgram: null,
    description:
      /*i18n*/ 'A bursary for international students who complete their foundation year application early.',
    eligibility: [/*i18n*/ 'International students applying before 15 October 2026'],
    requirements: [
      /*i18n*/ 'A completed application',
      /*i18n*/ 'A short statement of financial need',
    ],
    university: 'University of Edinburgh',
    imageUrl: image('university-of-edinburgh'),
  },
  {
    id: 5,
    name: 'Warwick International Foundation Scholarship',
    value: 12000,
    deadline: '2027-02-28',
    foundationProgram: null,
    description:
      /*i18n*/ 'A partial tuition scholarship for high-achieving international students on a Warwick foundation pathway.',
    eligibility: [/*i18n*/ 'International students with an offer for a Warwick foundation pathway'],
    requirements: [
      /*i18n*/ 'Bachillerato average of 9.2/10 or above',
      /*i18n*/ 'Two essays',
      /*i18n*/ 'An interview',
    ],
    university: 'University of Warwick',
    imageUrl: image('university-of-warwick'),
  },
];

/** The browse page's scholarships (SPEC §9): £1,500 to £15,000, 1 to 6 essays each. */
export const BROWSE_SCHOLARSHIPS: readonly ScholarshipListing[] = [
  {
    id: 1,
    name: 'Global Excellence Scholarship',
    value: 15000,
    deadline: '2027-01-31',
    university: "King's College London",
    description:
      /*i18n*/ 'A tuition fee reduction for the most outstanding international applicants to the International Foundation Programme.',
    eligibility: [
      /*i18n*/ 'International (overseas fee status) students',
      /*i18n*/ 'Holding an offer for the International Foundation Programme',
    ],
    requirements: [
      /*i18n*/ 'Three essays',
      /*i18n*/ 'One academic reference',
      /*i18n*/ 'Predicted or final grades',
    ],
    subject: /*i18n*/ 'All subjects',
    essayCount: 3,
    gradeRequirement: /*i18n*/ 'Bachillerato average of 9.0/10 or above',
    imageUrl: image('kings-college-london'),
    link: WEBSITES.kings,
  },
  {
    id: 2,
    name: "King's Health Sciences Foundation Scholarship",
    value: 8000,
    deadline: '2027-02-15',
    university: "King's College London",
    description:
      /*i18n*/ 'For international students preparing for a health sciences degree through the foundation year.',
    eligibility: [/*i18n*/ 'International students applying to a health or life sciences pathway'],
    requirements: [
      /*i18n*/ 'Five short essays',
      /*i18n*/ 'Biology and chemistry grades',
      /*i18n*/ 'One academic reference',
    ],
    subject: 'Medicine & Health Sciences',
    essayCount: 5,
    gradeRequirement: /*i18n*/ 'Bachillerato average of 9.0/10, with 90% in biology and chemistry',
    imageUrl: image('kings-college-london'),
    link: WEBSITES.kings,
  },
  {
    id: 3,
    name: 'International Foundation Scholarship',
    value: 5000,
    deadline: '2026-11-30',
    university: 'Queen Mary University of London',
    description:
      /*i18n*/ 'An award towards first-year tuition for international students on the Business and Management foundation pathway.',
    eligibility: [/*i18n*/ 'International students from outside the UK'],
    requirements: [/*i18n*/ 'Two essays', /*i18n*/ 'A personal statement'],
    subject: 'Business & Management',
    essayCount: 2,
    gradeRequirement: /*i18n*/ 'Bachillerato average of 8.5/10 or above',
    imageUrl: image('queen-mary-university-of-london'),
    link: WEBSITES.queenMary,
  },
  {
    id: 4,
    name: 'Humanities Foundation Award',
    value: 4000,
    deadline: '2027-04-30',
    university: 'Queen Mary University of London',
    description:
      /*i18n*/ 'Supports international students progressing to humanities and arts degrees.',
    eligibility: [/*i18n*/ 'International students on the Humanities and Social Sciences pathway'],
    requirements: [/*i18n*/ 'Three essays', /*i18n*/ 'A writing sample'],
    subject: 'Arts & Humanities',
    essayCount: 3,
    gradeRequirement: /*i18n*/ 'Bachillerato average of 8.0/10 or above',
    imageUrl: image('queen-mary-university-of-london'),
    link: WEBSITES.queenMary,
  },
  {
    id: 5,
    name: 'Science and Engineering Foundation Award',
    value: 7500,
    deadline: '2027-02-28',
    university: 'University of Manchester',
    description:
      /*i18n*/ 'For international students with strong mathematics and physics entering an engineering pathway.',
    eligibility: [
      /*i18n*/ 'International students applying to the Science and Engineering foundation year',
    ],
    requirements: [/*i18n*/ 'Four essays', /*i18n*/ 'Mathematics and physics grades'],
    subject: 'Engineering',
    essayCount: 4,
    gradeRequirement: /*i18n*/ 'Bachillerato average of 8.5/10, with 85% in mathematics',
    imageUrl: image('university-of-manchester'),
    link: WEBSITES.manchester,
  },
  {
    id: 6,
    name: 'Computer Science Pathway Scholarship',
    value: 3000,
    deadline: '2026-12-15',
    university: 'University of Manchester',
    description:
      /*i18n*/ 'A first-year award for foundation students heading for computer science.',
    eligibility: [/*i18n*/ 'International students on the Computer Science foundation year'],
    requirements: [/*i18n*/ 'One essay about a project you built'],
    subject: 'Computer Science',
    essayCount: 1,
    gradeRequirement: /*i18n*/ 'Bachillerato average of 8.0/10 or above',
    imageUrl: image('university-of-manchester'),
    link: WEBSITES.manchester,
  },
  {
    id: 7,
    name: 'Edinburgh Global Foundation Scholarship',
    value: 10000,
    deadline: '2027-03-15',
    university: 'University of Edinburgh',
    description:
      /*i18n*/ 'A competitive scholarship for international students preparing for medicine and health sciences.',
    eligibility: [/*i18n*/ 'International students on the Medicine and Health Sciences foundation'],
    requirements: [
      /*i18n*/ 'Six essays',
      /*i18n*/ 'Two academic references',
      /*i18n*/ 'An interview',
    ],
    subject: 'Medicine & Health Sciences',
    essayCount: 6,
    gradeRequirement: /*i18n*/ 'Bachillerato average of 9.0/10 or above',
    imageUrl: image('university-of-edinburgh'),
    link: WEBSITES.edinburgh,
  },
  {
    id: 8,
    name: 'Warwick International Foundation Bursary',
    value: 1500,
    deadline: '2026-10-31',
    university: 'University of Warwick',
    description: /*i18n*/ 'A bursary towards living costs in the foundation year.',
    eligibility: [/*i18n*/ 'International students with a household income under £40,000'],
    requirements: [/*i18n*/ 'One essay on your plans', /*i18n*/ 'Evidence of household income'],
    subject: 'Economics',
    essayCount: 1,
    gradeRequirement: /*i18n*/ 'Bachillerato average of 8.0/10 or above',
    imageUrl: image('university-of-warwick'),
    link: WEBSITES.warwick,
  },
  {
    id: 9,
    name: 'Bristol International Pathway Scholarship',
    value: 6000,
    deadline: '2027-01-15',
    university: 'University of Bristol',
    description: /*i18n*/ 'For international students progressing from the foundation year to law.',
    eligibility: [/*i18n*/ 'International students on the Law and Social Sciences pathway'],
    requirements: [/*i18n*/ 'Five essays', /*i18n*/ 'One academic reference'],
    subject: 'Law',
    essayCount: 5,
    gradeRequirement: /*i18n*/ 'Bachillerato average of 8.5/10 or above',
    imageUrl: image('university-of-bristol'),
    link: WEBSITES.bristol,
  },
  {
    id: 10,
    name: 'Cardiff International Foundation Scholarship',
    value: 2500,
    deadline: '2026-09-30',
    university: 'Cardiff University',
    description:
      /*i18n*/ 'A tuition discount for international students on the architecture pathway.',
    eligibility: [/*i18n*/ 'International students applying to the Architecture foundation year'],
    requirements: [/*i18n*/ 'Two essays', /*i18n*/ 'A portfolio of drawings'],
    subject: 'Architecture',
    essayCount: 2,
    gradeRequirement: /*i18n*/ 'Bachillerato average of 8.0/10 or above',
    imageUrl: image('cardiff-university'),
    link: WEBSITES.cardiff,
  },
  {
    id: 11,
    name: 'Mexico–UK Foundation Year Award',
    value: 4500,
    deadline: '2027-03-31',
    university: ANY_UK_UNIVERSITY,
    description:
      /*i18n*/ 'For Mexican students starting a foundation year at any UK university, towards travel and first-term costs.',
    eligibility: [
      /*i18n*/ 'Mexican nationals',
      /*i18n*/ 'Holding an offer for a UK foundation year',
    ],
    requirements: [/*i18n*/ 'Two essays', /*i18n*/ 'Proof of Mexican nationality'],
    subject: /*i18n*/ 'All subjects',
    essayCount: 2,
    gradeRequirement: /*i18n*/ 'Bachillerato average of 8.0/10 or above',
    imageUrl: NO_IMAGE,
    link: WEBSITES.studyUk,
  },
  {
    id: 12,
    name: 'Women in STEM Foundation Bursary',
    value: 2000,
    deadline: '2027-05-31',
    university: ANY_UK_UNIVERSITY,
    description:
      /*i18n*/ 'Supports women from Latin America starting a science or engineering foundation year in the UK.',
    eligibility: [
      /*i18n*/ 'Women from Latin America',
      /*i18n*/ 'Applying to a science or engineering pathway',
    ],
    requirements: [/*i18n*/ 'Four essays', /*i18n*/ 'One reference from a science teacher'],
    subject: 'Engineering',
    essayCount: 4,
    gradeRequirement: /*i18n*/ 'Bachillerato average of 8.5/10 or above',
    imageUrl: NO_IMAGE,
    link: WEBSITES.studyUk,
  },
];

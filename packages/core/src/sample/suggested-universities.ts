export interface SuggestedUniversity {
  id: number;
  name: string;
  location: string;
  description: string;
  /** Percent; its label and badge colour come from `matchBand` (domain/match). */
  matchScore: number;
  /** Admission rate for this school's applicants over the last 4 years, e.g. '12%'. */
  admissionRate: string;
  programs: readonly string[];
  strengths: readonly string[];
  /** The counselor-facing note on this choice. */
  notes: string;
}

/** The College List tab: 7 universities, admission rates from 4% to 20%. */
export const SUGGESTED_UNIVERSITIES: readonly SuggestedUniversity[] = [
  {
    id: 1,
    name: 'University of Cambridge',
    location: /*i18n*/ 'Cambridge, England',
    description:
      /*i18n*/ 'A collegiate university with world-leading medicine and engineering departments.',
    matchScore: 15,
    admissionRate: '4%',
    programs: [
      /*i18n*/ 'Medicine',
      /*i18n*/ 'Engineering (Bioengineering)',
      /*i18n*/ 'Natural Sciences',
    ],
    strengths: [
      /*i18n*/ 'Small-group supervisions',
      /*i18n*/ 'Research output',
      /*i18n*/ 'Addenbrooke’s Hospital campus',
    ],
    notes: /*i18n*/ 'Only with top grades and a strong interview; keep as one ambitious choice.',
  },
  {
    id: 2,
    name: 'Imperial College London',
    location: /*i18n*/ 'London, England',
    description:
      /*i18n*/ 'A science and engineering university with a large biomedical engineering department.',
    matchScore: 35,
    admissionRate: '7%',
    programs: [
      /*i18n*/ 'Biomedical Engineering',
      /*i18n*/ 'Medicine',
      /*i18n*/ 'Mechanical Engineering',
    ],
    strengths: [
      /*i18n*/ 'Robotics and medical devices labs',
      /*i18n*/ 'Industry placements',
      /*i18n*/ 'Central London',
    ],
    notes: /*i18n*/ 'Biomedical engineering fits her robotics work; entry is very competitive.',
  },
  {
    id: 3,
    name: 'University College London',
    location: /*i18n*/ 'London, England',
    description:
      /*i18n*/ 'A large research university with strong links to London teaching hospitals.',
    matchScore: 48,
    admissionRate: '10%',
    programs: [
      /*i18n*/ 'Biomedical Sciences',
      /*i18n*/ 'Medical Physics',
      /*i18n*/ 'Undergraduate Preparatory Certificate',
    ],
    strengths: [
      /*i18n*/ 'Foundation route for international students',
      /*i18n*/ 'Hospital partnerships',
      /*i18n*/ 'Diverse campus',
    ],
    notes: /*i18n*/ 'The preparatory certificate is a realistic route in for her profile.',
  },
  {
    id: 4,
    name: "King's College London",
    location: /*i18n*/ 'London, England',
    description: /*i18n*/ 'Home to one of the largest health-science faculties in Europe.',
    matchScore: 62,
    admissionRate: '12%',
    programs: [
      /*i18n*/ 'Biomedical Engineering',
      /*i18n*/ 'Biomedical Science',
      /*i18n*/ 'International Foundation Programme',
    ],
    strengths: [
      /*i18n*/ 'Guy’s and St Thomas’ hospitals',
      /*i18n*/ 'Healthcare engineering research',
      /*i18n*/ 'Student support',
    ],
    notes:
      /*i18n*/ 'Strong fit for medicine and engineering; she meets the foundation requirements.',
  },
  {
    id: 5,
    name: 'University of Edinburgh',
    location: /*i18n*/ 'Edinburgh, Scotland',
    description:
      /*i18n*/ 'A historic university with a renowned medical school and a friendly student city.',
    matchScore: 70,
    admissionRate: '14%',
    programs: [
      /*i18n*/ 'Medicine',
      /*i18n*/ 'Biomedical Sciences',
      /*i18n*/ 'Chemical Engineering',
    ],
    strengths: [
      /*i18n*/ 'Medical school reputation',
      /*i18n*/ 'Student life',
      /*i18n*/ 'Lower living costs than London',
    ],
    notes: /*i18n*/ 'Meets the requirements comfortably; she liked the city on the virtual tour.',
  },
  {
    id: 6,
    name: 'University of Manchester',
    location: /*i18n*/ 'Manchester, England',
    description:
      /*i18n*/ 'A large campus university with a science and engineering foundation year.',
    matchScore: 80,
    admissionRate: '17%',
    programs: [
      /*i18n*/ 'Biomedical Engineering',
      /*i18n*/ 'Medicine',
      /*i18n*/ 'Foundation Year in Science and Engineering',
    ],
    strengths: [
      /*i18n*/ 'Foundation year pathway',
      /*i18n*/ 'Robotics research',
      /*i18n*/ 'Affordable city',
    ],
    notes: /*i18n*/ 'Foundation year entry is well within reach; good scholarship options.',
  },
  {
    id: 7,
    name: 'University of Bologna',
    location: /*i18n*/ 'Bologna, Italy',
    description:
      /*i18n*/ 'The oldest university in Europe, with English-taught medicine and engineering degrees.',
    matchScore: 91,
    admissionRate: '20%',
    programs: [
      /*i18n*/ 'Medicine and Surgery (in English)',
      /*i18n*/ 'Biomedical Engineering',
      /*i18n*/ 'Pharmacy',
    ],
    strengths: [
      /*i18n*/ 'Low tuition fees',
      /*i18n*/ 'Family ties in the city',
      /*i18n*/ 'English-taught programmes',
    ],
    notes: /*i18n*/ 'Family nearby and low fees; needs the IMAT for medicine.',
  },
];

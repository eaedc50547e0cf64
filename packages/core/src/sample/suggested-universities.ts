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
    location: 'Cambridge, England',
    description: 'A collegiate university with world-leading medicine and engineering departments.',
    matchScore: 45,
    admissionRate: '4%',
    programs: ['Medicine', 'Engineering (Bioengineering)', 'Natural Sciences'],
    strengths: ['Small-group supervisions', 'Research output', 'Addenbrooke’s Hospital campus'],
    notes: 'Only with top grades and a strong interview; keep as one ambitious choice.',
  },
  {
    id: 2,
    name: 'Imperial College London',
    location: 'London, England',
    description:
      'A science and engineering university with a large biomedical engineering department.',
    matchScore: 58,
    admissionRate: '7%',
    programs: ['Biomedical Engineering', 'Medicine', 'Mechanical Engineering'],
    strengths: ['Robotics and medical devices labs', 'Industry placements', 'Central London'],
    notes: 'Biomedical engineering fits her robotics work; entry is very competitive.',
  },
  {
    id: 3,
    name: 'University College London',
    location: 'London, England',
    description: 'A large research university with strong links to London teaching hospitals.',
    matchScore: 66,
    admissionRate: '10%',
    programs: ['Biomedical Sciences', 'Medical Physics', 'Undergraduate Preparatory Certificate'],
    strengths: [
      'Foundation route for international students',
      'Hospital partnerships',
      'Diverse campus',
    ],
    notes: 'The preparatory certificate is a realistic route in for her profile.',
  },
  {
    id: 4,
    name: "King's College London",
    location: 'London, England',
    description: 'Home to one of the largest health-science faculties in Europe.',
    matchScore: 76,
    admissionRate: '12%',
    programs: [
      'Biomedical Engineering',
      'Biomedical Science',
      'International Foundation Programme',
    ],
    strengths: [
      'Guy’s and St Thomas’ hospitals',
      'Healthcare engineering research',
      'Student support',
    ],
    notes: 'Strong fit for medicine and engineering; she meets the foundation requirements.',
  },
  {
    id: 5,
    name: 'University of Edinburgh',
    location: 'Edinburgh, Scotland',
    description:
      'A historic university with a renowned medical school and a friendly student city.',
    matchScore: 82,
    admissionRate: '14%',
    programs: ['Medicine', 'Biomedical Sciences', 'Chemical Engineering'],
    strengths: ['Medical school reputation', 'Student life', 'Lower living costs than London'],
    notes: 'Meets the requirements comfortably; she liked the city on the virtual tour.',
  },
  {
    id: 6,
    name: 'University of Manchester',
    location: 'Manchester, England',
    description: 'A large campus university with a science and engineering foundation year.',
    matchScore: 88,
    admissionRate: '17%',
    programs: ['Biomedical Engineering', 'Medicine', 'Foundation Year in Science and Engineering'],
    strengths: ['Foundation year pathway', 'Robotics research', 'Affordable city'],
    notes: 'Foundation year entry is well within reach; good scholarship options.',
  },
  {
    id: 7,
    name: 'University of Bologna',
    location: 'Bologna, Italy',
    description:
      'The oldest university in Europe, with English-taught medicine and engineering degrees.',
    matchScore: 91,
    admissionRate: '20%',
    programs: ['Medicine and Surgery (in English)', 'Biomedical Engineering', 'Pharmacy'],
    strengths: ['Low tuition fees', 'Family ties in the city', 'English-taught programmes'],
    notes: 'Family nearby and low fees; needs the IMAT for medicine.',
  },
];

import type { StudentProfile } from './student-profile';

/** The counselor's student on /check-in-1 and /check-in-2. */
export const COUNSELOR_STUDENT: StudentProfile = {
  name: 'Sofía Ramírez',
  age: 17,
  grade: '12th Grade',
  school: 'Instituto Bilingüe del Valle, Guadalajara',
  aspirations: 'Wants to study medicine or biomedical engineering at a UK university',
  interests: [
    'Biology and human anatomy',
    'Building robots with the school robotics club',
    'Volunteering at a community health clinic',
  ].join('\n'),
  background: [
    'First in her family to apply to university abroad',
    'Her grandmother is Italian; she spent two summers in Bologna',
    'Fluent in Spanish and English, conversational Italian',
  ].join('\n'),
  email: 'sofia.ramirez@ibvalle.edu.mx',
  phone: '+52 33 1234 5678',
  gpa: '92/100',
  extracurriculars: [
    'Robotics Club (captain)',
    'Community Health Clinic Volunteer',
    'Science Olympiad',
    'Model United Nations',
  ],
  testScores: { sat: 1420, act: 31 },
};

export type ConversationId = 'intro' | 'interests';

export interface ConversationLine {
  sender: 'ai' | 'student';
  message: string;
}

/** A past conversation between the AI and the student (SPEC §3). */
export interface ConversationScript {
  id: ConversationId;
  title: string;
  /** ISO date. */
  date: string;
  content: readonly ConversationLine[];
}

/** The conversation a profile line links to. */
export const EXPLORING_INTERESTS_ID: ConversationId = 'interests';

/** The Scripts tab's Past Conversations, oldest first. */
export const CONVERSATIONS: readonly ConversationScript[] = [
  {
    id: 'intro',
    title: 'Getting to Know You',
    date: '2025-09-08',
    content: [
      {
        sender: 'ai',
        message:
          "Hi Sofía! I'm here to help you plan your next step after school. How are you feeling about it?",
      },
      {
        sender: 'student',
        message:
          "Excited but a bit lost. I'd love to study in the UK, but I don't know where to start.",
      },
      {
        sender: 'ai',
        message: "That's a great starting point. What would you most like to study?",
      },
      {
        sender: 'student',
        message: "Something in medicine, I think. Or engineering. I haven't decided.",
      },
      {
        sender: 'ai',
        message:
          'Many students start with two options. A UK foundation year can keep both doors open while you build the grades and English you need.',
      },
    ],
  },
  {
    id: 'interests',
    title: 'Exploring Interests',
    date: '2025-09-22',
    content: [
      {
        sender: 'ai',
        message:
          'Last time you mentioned medicine and engineering. What do you enjoy most at school?',
      },
      {
        sender: 'student',
        message:
          'Biology, definitely. I love learning how the body works. And I lead our robotics club, we built an arm that can pick up small objects.',
      },
      {
        sender: 'ai',
        message:
          'That combination points towards biomedical engineering. Have you done anything in health care?',
      },
      {
        sender: 'student',
        message:
          'I volunteer on Saturdays at a community clinic. I help with the waiting room and sometimes translate for English-speaking patients.',
      },
      {
        sender: 'ai',
        message: 'Wonderful. Does anyone in your family have experience of studying abroad?',
      },
      {
        sender: 'student',
        message:
          "No, I'd be the first. My grandmother is from Italy, so I've spent summers in Bologna, but never studied there.",
      },
    ],
  },
];

/** What the College Profile tab shows (SPEC §3 college-profile preferences). */
export interface CollegeProfilePreferences {
  location: string;
  setting: string;
  fieldsOfStudy: readonly string[];
  campusSize: string;
  housingPreference: string;
  budgetConsiderations: string;
  extracurriculars: readonly string[];
}

export const COLLEGE_PROFILE: CollegeProfilePreferences = {
  location: 'United Kingdom first, open to Italy; prefers a large city with good transport',
  setting: 'Urban campus close to teaching hospitals and research labs',
  fieldsOfStudy: ['Medicine', 'Biomedical Engineering', 'Biomedical Sciences'],
  campusSize: 'Medium to large (15,000+ students)',
  housingPreference: 'University halls in the first year',
  budgetConsiderations:
    'Family budget of about £25,000 a year including living costs; scholarships will be important',
  extracurriculars: ['Robotics', 'Health volunteering', 'Debate and Model UN'],
};

export type RecommendedContentType = 'Article' | 'Video' | 'Workshop';

export interface RecommendedContent {
  id: number;
  title: string;
  type: RecommendedContentType;
  description: string;
}

/** The AI-Recommended Content card's three resources. */
export const RECOMMENDED_CONTENT: readonly RecommendedContent[] = [
  {
    id: 1,
    title: 'What Is a UK Foundation Year?',
    type: 'Article',
    description:
      'How a one-year foundation programme bridges Mexican preparatoria and a UK degree.',
  },
  {
    id: 2,
    title: 'A Day in the Life of a Biomedical Engineering Student',
    type: 'Video',
    description:
      'A second-year student at a London university walks through labs, lectures and projects.',
  },
  {
    id: 3,
    title: 'Writing Your Personal Statement for Medicine',
    type: 'Workshop',
    description: 'A live session on turning volunteering and club work into a strong statement.',
  },
];

/** Resources the student has finished (SPEC §4). */
export const COMPLETED_CONTENT_IDS: readonly number[] = [1, 2];

/** Resources already assigned when the page opens (SPEC §4). */
export const INITIALLY_ASSIGNED_CONTENT_IDS: readonly number[] = [1, 2];

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

export interface AiInsight {
  title: string;
  description: string;
}

/** The AI Insights card's one suggestion. */
export const AI_INSIGHT: AiInsight = {
  title: 'Connect robotics with medicine',
  description:
    'Sofía lights up when she talks about her robotics club and her clinic volunteering. Suggest she explore biomedical engineering foundation years, which combine both and keep the route to medicine open.',
};

export interface CounselorNotes {
  text: string;
  /** ISO date shown as 'Last updated'. */
  lastUpdated: string;
}

/** The notes the Counselor Notes box opens with. */
export const COUNSELOR_NOTES: CounselorNotes = {
  text: 'Strong science profile. Needs IELTS date booked before January. Family asked about scholarships and halls of residence.',
  lastUpdated: '2025-09-22',
};

export interface CheckIn {
  path: '/check-in-1' | '/check-in-2';
  title: string;
  subtitle: string;
}

/** The two counselor check-ins of the same student, earlier first. */
export const CHECK_INS: readonly [CheckIn, CheckIn] = [
  {
    path: '/check-in-1',
    title: 'Check-In #1',
    subtitle: 'First meeting: getting to know the student',
  },
  {
    path: '/check-in-2',
    title: 'Check-In #2',
    subtitle: 'Student profile review and pre-meeting assessment',
  },
];

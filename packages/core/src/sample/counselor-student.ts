import type { StudentProfile } from './student-profile';

/** The counselor's student on /check-in-1 and /check-in-2. */
export const COUNSELOR_STUDENT: StudentProfile = {
  name: 'Sofía Ramírez',
  age: 17,
  grade: /*i18n*/ '12th Grade',
  school: 'Instituto Bilingüe del Valle, Guadalajara',
  aspirations: /*i18n*/ 'Wants to study medicine or biomedical engineering at a UK university',
  interests: [
    /*i18n*/ 'Biology and human anatomy',
    /*i18n*/ 'Building robots with the school robotics club',
    /*i18n*/ 'Volunteering at a community health clinic',
  ].join('\n'),
  background: [
    /*i18n*/ 'First in her family to apply to university abroad',
    /*i18n*/ 'Her grandmother is Italian; she spent two summers in Bologna',
    /*i18n*/ 'Fluent in Spanish and English, conversational Italian',
  ].join('\n'),
  email: 'sofia.ramirez@ibvalle.edu.mx',
  phone: '+52 33 1234 5678',
  // A Mexican bachillerato's average, on its 10-point scale.
  gpa: '9.2/10',
  extracurriculars: [
    /*i18n*/ 'Robotics Club (captain)',
    /*i18n*/ 'Community Health Clinic Volunteer',
    /*i18n*/ 'Science Olympiad',
    /*i18n*/ 'Model United Nations',
  ],
  testScores: { sat: 1420, act: 31 },
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
    title: /*i18n*/ 'Check-In #1',
    subtitle: /*i18n*/ 'First meeting: getting to know the student',
  },
  {
    path: '/check-in-2',
    title: /*i18n*/ 'Check-In #2',
    subtitle: /*i18n*/ 'Student profile review and pre-meeting assessment',
  },
];

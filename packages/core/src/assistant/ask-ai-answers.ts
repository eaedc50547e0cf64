import type { Message } from '../i18n/message';
import { firstNameOf, profileLines, type StudentProfile } from '../sample/student-profile';

export type AskAiTopic = 'medicine' | 'robotics' | 'other';

// SPEC §4's keywords, and their Spanish for a counselor asking in Spanish.
const MEDICINE_WORDS = ['pre-med', 'medical', 'medicina', 'médic'];
const ROBOTICS_WORDS = ['robotics', 'robótica'];

/** Which canned answer a question gets (SPEC §4): medicine wins over robotics. */
export function askAiTopic(question: string): AskAiTopic {
  const q = question.toLowerCase();
  if (MEDICINE_WORDS.some((word) => q.includes(word))) return 'medicine';
  if (ROBOTICS_WORDS.some((word) => q.includes(word))) return 'robotics';
  return 'other';
}

/** The counselor's canned Ask AI answer about `student`, said with the student's first name. */
export function askAiAnswer(
  question: string,
  student: Pick<StudentProfile, 'name' | 'record'> & { aspirations?: string },
): Message {
  const values = { name: firstNameOf(student) };
  if (student.record) return recordAnswer(values.name, student.aspirations ?? '', student.record);
  switch (askAiTopic(question)) {
    case 'medicine':
      return {
        id: /*i18n*/ "For {name}'s interest in medicine, a foundation year at a UK university is the most direct route. Programmes such as the Foundation Year in Science and Engineering at the University of Manchester, the Health and Life Sciences foundation year at Keele University and King's College London's International Foundation Programme prepare international students for medicine and biomedical degrees. Most ask for IELTS 5.5-6.0 and strong biology and chemistry grades, which {name}'s profile shows.",
        values,
      };
    case 'robotics':
      return {
        id: /*i18n*/ "{name}'s robotics club leadership and her clinic volunteering point to biomedical engineering. Strong programmes include Biomedical Engineering at Imperial College London, King's College London and the University of Glasgow, all with labs in medical devices and rehabilitation robotics. A science and engineering foundation year would let her start on this path while keeping medicine open.",
        values,
      };
    case 'other':
      return {
        id: /*i18n*/ "Given {name}'s family ties in Bologna and her conversational Italian, Italian universities are worth a look: the University of Bologna and the University of Padova teach medicine in English, and Politecnico di Milano offers biomedical engineering in English. Tuition is much lower than in the UK, and entry is through the IMAT or TOLC admission tests.",
        values,
      };
  }
}

/**
 * The canned answer about a real student: their chosen programmes and what
 * their profile says they want to study, whatever the question.
 */
function recordAnswer(
  name: string,
  aspirations: string,
  record: NonNullable<StudentProfile['record']>,
): Message {
  const subject = profileLines(aspirations)[0];
  const studies = subject
    ? {
        id: /*i18n*/ 'Their profile says they want to study {subject}.',
        values: { subject: { id: subject } },
      }
    : /*i18n*/ 'Their profile does not say yet what they want to study.';
  if (record.programmes.length === 0) {
    return {
      id: /*i18n*/ "{name} has not chosen a programme yet. {studies} The Foundation Finder's matches are the place to start together.",
      values: { name, studies: typeof studies === 'string' ? { id: studies } : studies },
    };
  }
  return {
    id: /*i18n*/ '{name} has chosen {count, plural, one {# programme} other {# programmes}}: {programmes}. {studies} Check each deadline and English requirement with {name}, and whether the statements are finished.',
    values: {
      name,
      count: record.programmes.length,
      programmes: record.programmes.join('; '),
      studies: typeof studies === 'string' ? { id: studies } : studies,
    },
  };
}

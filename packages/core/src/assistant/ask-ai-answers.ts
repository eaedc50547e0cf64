import { firstNameOf, type StudentProfile } from '../sample/student-profile';

export type AskAiTopic = 'medicine' | 'robotics' | 'other';

/** Which canned answer a question gets (SPEC §4): medicine wins over robotics. */
export function askAiTopic(question: string): AskAiTopic {
  const q = question.toLowerCase();
  if (q.includes('pre-med') || q.includes('medical')) return 'medicine';
  if (q.includes('robotics')) return 'robotics';
  return 'other';
}

/** The counselor's canned Ask AI answer about `student`. */
export function askAiAnswer(question: string, student: Pick<StudentProfile, 'name'>): string {
  const name = firstNameOf(student);
  switch (askAiTopic(question)) {
    case 'medicine':
      return `For ${name}'s interest in medicine, a foundation year at a UK university is the most direct route. Programmes such as the Foundation Year in Science and Engineering at the University of Manchester, the Health and Life Sciences foundation year at Keele University and King's College London's International Foundation Programme prepare international students for medicine and biomedical degrees. Most ask for IELTS 5.5-6.0 and strong biology and chemistry grades, which ${name}'s profile shows.`;
    case 'robotics':
      return `${name}'s robotics club leadership and her clinic volunteering point to biomedical engineering. Strong programmes include Biomedical Engineering at Imperial College London, King's College London and the University of Glasgow, all with labs in medical devices and rehabilitation robotics. A science and engineering foundation year would let her start on this path while keeping medicine open.`;
    case 'other':
      return `Given ${name}'s family ties in Bologna and her conversational Italian, Italian universities are worth a look: the University of Bologna and the University of Padova teach medicine in English, and Politecnico di Milano offers biomedical engineering in English. Tuition is much lower than in the UK, and entry is through the IMAT or TOLC admission tests.`;
  }
}

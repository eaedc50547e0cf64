/** A student as the staff dashboards show them (SPEC §3, sample data). */
export interface StudentProfile {
  /** A real student's account id (not the sample's): a model's Ask AI asks the server about them. */
  id?: number;
  name: string;
  age: number;
  grade: string;
  school: string;
  aspirations: string;
  /** One point a line; each line links to the conversation it came from. */
  interests: string;
  /** One point a line; each line links to the conversation it came from. */
  background: string;
  email: string;
  phone: string;
  gpa: string;
  extracurriculars: readonly string[];
  testScores: { sat: number; act: number };
  /**
   * A real student's record (not the sample's): their chosen programmes as
   * "Programme, University", their subject scores in place of SAT and ACT.
   * Ask AI then answers from these.
   */
  record?: {
    programmes: readonly string[];
    scores: readonly { subject: string; score: number }[];
  };
}

/** The first word of a student's name, as the canned answers address them. */
export function firstNameOf(student: Pick<StudentProfile, 'name'>): string {
  return student.name.trim().split(/\s+/)[0] ?? student.name;
}

/** A profile's multi-line field as its separate, non-blank lines. */
export function profileLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

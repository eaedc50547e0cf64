import { MAX_INTENDED_SUBJECTS, SCORED_SUBJECTS } from '../schemas/student-info.options';
// Only the type from './match': the finder's first render needs this module, not matching.
import type { MatchProfile } from './match';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function score(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 && number <= 100
    ? number
    : null;
}

/** A profile with nothing in it yet: no subject, no score, nothing marked not taken, no GPA. */
export const EMPTY_MATCH_PROFILE: MatchProfile = {
  intendedSubject: [],
  mathScore: null,
  chemistryScore: null,
  biologyScore: null,
  physicsScore: null,
  mathNotTaken: false,
  chemistryNotTaken: false,
  biologyNotTaken: false,
  physicsNotTaken: false,
  overallGpa: '',
};

/**
 * Reads a profile handed in from outside (a school page sets it on
 * `<puente-programme-finder>`) as what matching needs, an IELTS band (0–9) included: unknown fields are
 * dropped, a score outside 0–100 or not a number is no score, and anything
 * that is not an object is no profile (the match is then the default).
 */
export function matchProfileOf(value: unknown): MatchProfile | null {
  if (!isRecord(value)) return null;
  const subjects = Array.isArray(value.intendedSubject) ? value.intendedSubject : [];
  const profile: MatchProfile = {
    ...EMPTY_MATCH_PROFILE,
    intendedSubject: subjects
      .filter((subject): subject is string => typeof subject === 'string')
      .slice(0, MAX_INTENDED_SUBJECTS) as MatchProfile['intendedSubject'],
    overallGpa:
      typeof value.overallGpa === 'string' || typeof value.overallGpa === 'number'
        ? String(value.overallGpa)
        : '',
  };
  const ielts = value.ieltsScore;
  if (typeof ielts === 'number' && ielts >= 0 && ielts <= 9) profile.ieltsScore = ielts;
  for (const subject of SCORED_SUBJECTS) {
    profile[`${subject}Score`] = score(value[`${subject}Score`]);
    profile[`${subject}NotTaken`] = value[`${subject}NotTaken`] === true;
  }
  return profile;
}

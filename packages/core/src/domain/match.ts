import { inEnglish, type Message } from '../i18n/message';
import { type ProgrammeRequirements, parseRequirements } from '../schemas/requirements';
import type { StudentInfo } from '../schemas/student-info.schema';

/**
 * The match shown when there is no student profile: meeting the minimums,
 * nothing more known (*changed* from SPEC §9's 80, which read as a safety option).
 */
export const DEFAULT_MATCH_PERCENTAGE = 50;

export type MatchBandKey = 'stretch' | 'reach' | 'target' | 'safety';

export type MatchBand = {
  key: MatchBandKey;
  /** The band's name, one message id every screen translates (SPEC §4's four bands). */
  label: 'Stretch option' | 'Reach option' | 'Target option' | 'Safety option';
  /** SPEC §4 gloss shown beside the label, if any. */
  description: string | null;
  /** SPEC §4 badge colour. */
  colour: 'purple' | 'blue' | 'green' | 'yellow';
  /** Lowest match percentage in the band. */
  from: number;
};

/**
 * SPEC §4 match bands, lowest first, read from the requirement the student
 * clears by the least (see `matchRequirements`): from 75 they clear every
 * minimum by 10 points or more; 50–74 they meet every minimum; 25–49 they
 * are up to 10 points short of one; below 25, further.
 */
export const MATCH_BANDS: readonly MatchBand[] = [
  {
    key: 'stretch',
    label: /*i18n*/ 'Stretch option',
    description: /*i18n*/ 'High Achievement Target',
    colour: 'purple',
    from: 0,
  },
  { key: 'reach', label: /*i18n*/ 'Reach option', description: null, colour: 'blue', from: 25 },
  { key: 'target', label: /*i18n*/ 'Target option', description: null, colour: 'green', from: 50 },
  { key: 'safety', label: /*i18n*/ 'Safety option', description: null, colour: 'yellow', from: 75 },
];

/** The SPEC §4 band of a match percentage. */
export function matchBand(percentage: number): MatchBand {
  let band = MATCH_BANDS[0] as MatchBand;
  for (const candidate of MATCH_BANDS) if (percentage >= candidate.from) band = candidate;
  return band;
}

/** A GPA read as a percentage, with the text the student typed and whether it was one already. */
export type NormalisedGpa = { percentage: number; shown: string; wasPercentage: boolean };

/**
 * Reads the overall GPA text as a percentage: '3.6' on a 4-point scale, '8.5'
 * (or '8,5') on the 10-point scale Mexican schools use, '80' as a percentage;
 * an explicit scale ('8.5/10', '85%') wins. Null when it cannot be read.
 */
export function normaliseGpa(text: string): NormalisedGpa | null {
  const shown = text.trim();
  const match = /^(\d+(?:[.,]\d+)?)\s*(%|\/\s*(\d+(?:[.,]\d+)?))?$/.exec(shown);
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(',', '.'));
  const scale = match[3] === undefined ? null : Number(match[3].replace(',', '.'));
  const wasPercentage = match[2] === '%' || (scale === null && value > 10);
  let percentage = value;
  if (scale !== null) percentage = scale > 0 ? (value / scale) * 100 : Number.NaN;
  else if (!wasPercentage) percentage = value <= 4 ? (value / 4) * 100 : value * 10;
  if (!Number.isFinite(percentage) || percentage > 100) return null;
  return { percentage: Math.round(percentage * 10) / 10, shown, wasPercentage };
}

/** What matching reads of a student's profile (core's StudentInfo fits), and an IELTS band if known. */
export type MatchProfile = Pick<
  StudentInfo,
  | 'intendedSubject'
  | 'mathScore'
  | 'chemistryScore'
  | 'biologyScore'
  | 'physicsScore'
  | 'mathNotTaken'
  | 'chemistryNotTaken'
  | 'biologyNotTaken'
  | 'physicsNotTaken'
  | 'overallGpa'
> & { ieltsScore?: number | null };

/** What matching reads of a programme. */
export type MatchableProgramme = { requirements: string; subject: string };

export type MatchResult = {
  /** Whole number, 0–100. */
  percentage: number;
  band: MatchBand;
  /** Why, in SPEC's English: each requirement met or missed. */
  reasons: string[];
  /** Why, for the interface to say in the visitor's language (`sayMessage`). */
  reasonMessages: Message[];
};

// Meeting a minimum exactly is 50; each point above or below moves the match 2.5, so
// 20 points above is 100 and 20 below is 0. Half an IELTS band counts as 10 points.
const AT_MINIMUM = 50;
const PER_POINT = 2.5;
const POINTS_PER_IELTS_BAND = 20;

const shown = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function comparison(
  what: Message,
  score: number,
  minimum: Message | string,
  required: number,
): Message {
  const values = { what, minimum };
  if (score < required) return { id: /*i18n*/ '{what} is below the minimum of {minimum}', values };
  if (score > required) return { id: /*i18n*/ '{what} is above the minimum of {minimum}', values };
  return { id: /*i18n*/ '{what} meets the minimum of {minimum}', values };
}

const percent = (value: number): Message => ({
  id: /*i18n*/ '{value}%',
  values: { value: shown(value) },
});

// The reason is written only when asked for: sorting thousands needs the percentage alone.
// `gap` is points above (or below) the minimum; null when the profile holds no score.
type Criterion = { gap: number | null; reason: () => Message };

function scoreOf(score: number | null | undefined, notTaken: boolean | undefined): number | null {
  // SPEC §4: ticking 'not taken' stores 0, which is no evidence, not a zero.
  return notTaken || score === null || score === undefined ? null : score;
}

function mathCriterion(profile: MatchProfile, required: number): Criterion {
  const math = scoreOf(profile.mathScore, profile.mathNotTaken);
  if (math !== null) {
    return {
      gap: math - required,
      reason: () =>
        comparison(
          { id: /*i18n*/ 'Your Math grade ({score})', values: { score: percent(math) } },
          math,
          percent(required),
          required,
        ),
    };
  }
  return {
    gap: null,
    reason: () =>
      profile.mathNotTaken
        ? {
            id: /*i18n*/ 'Math not taken, so the {required}% Math requirement cannot be checked',
            values: { required: shown(required) },
          }
        : {
            id: /*i18n*/ 'Add your Math score to check the {required}% requirement',
            values: { required: shown(required) },
          },
  };
}

const SCIENCES = [
  [/*i18n*/ 'Chemistry', 'chemistryScore', 'chemistryNotTaken'],
  [/*i18n*/ 'Biology', 'biologyScore', 'biologyNotTaken'],
  [/*i18n*/ 'Physics', 'physicsScore', 'physicsNotTaken'],
] as const;

function scienceCriterion(profile: MatchProfile, required: number): Criterion {
  // The best science taken counts, so taking one more science never lowers the match.
  let best: { name: string; score: number } | null = null;
  for (const [name, scoreKey, notTakenKey] of SCIENCES) {
    const score = scoreOf(profile[scoreKey], profile[notTakenKey]);
    if (score !== null && (best === null || score > best.score)) best = { name, score };
  }
  if (best !== null) {
    return {
      gap: best.score - required,
      reason: () =>
        comparison(
          {
            id: /*i18n*/ 'Your {science} grade ({score})',
            values: { score: percent(best.score), science: { id: best.name } },
          },
          best.score,
          percent(required),
          required,
        ),
    };
  }
  const noneTaken = SCIENCES.every(([, , notTakenKey]) => profile[notTakenKey]);
  return {
    gap: null,
    reason: () =>
      noneTaken
        ? {
            id: /*i18n*/ 'No science taken, so the {required}% Science requirement cannot be checked',
            values: { required: shown(required) },
          }
        : {
            id: /*i18n*/ 'Add a Chemistry, Biology or Physics score to check the {required}% Science requirement',
            values: { required: shown(required) },
          },
  };
}

// A long list is matched against one profile: its GPA text is read once, not per programme.
let lastGpa: { text: string; gpa: NormalisedGpa | null } | null = null;
function gpaOf(text: string): NormalisedGpa | null {
  if (lastGpa?.text !== text) lastGpa = { text, gpa: normaliseGpa(text) };
  return lastGpa.gpa;
}

/** A percentage minimum on the scale the student wrote their average in: 70% is '7.0' of 10. */
function minimumOnScale(gpa: NormalisedGpa, required: number): Message | string {
  if (gpa.wasPercentage) return percent(required);
  const value = Number(gpa.shown.replace(',', '.').split('/')[0]);
  let outOf = value <= 4 ? 4 : 10;
  if (gpa.shown.includes('/')) outOf = (value / gpa.percentage) * 100;
  return ((required / 100) * outOf).toFixed(1);
}

function highSchoolCriterion(profile: MatchProfile, required: number): Criterion {
  const text = profile.overallGpa?.trim() ?? '';
  const gpa = text === '' ? null : gpaOf(text);
  if (gpa !== null) {
    return {
      gap: gpa.percentage - required,
      reason: () =>
        comparison(
          {
            id: /*i18n*/ 'Your average ({gpa})',
            values: { gpa: gpa.wasPercentage ? percent(gpa.percentage) : gpa.shown },
          },
          gpa.percentage,
          minimumOnScale(gpa, required),
          required,
        ),
    };
  }
  const requirement: Message = {
    id: /*i18n*/ 'High School {value}%',
    values: { value: shown(required) },
  };
  return {
    gap: null,
    reason: (): Message =>
      text === ''
        ? {
            id: /*i18n*/ 'Add your overall GPA to check the {requirement} requirement',
            values: { requirement },
          }
        : {
            id: /*i18n*/ 'GPA "{text}" could not be read: write it like 80, 8.5 or 3.6',
            values: { text },
          },
  };
}

function ieltsCriterion(score: number, required: number): Criterion {
  const band = (value: number) => value.toFixed(1);
  return {
    gap: (score - required) * POINTS_PER_IELTS_BAND,
    reason: () =>
      comparison(
        { id: /*i18n*/ 'Your IELTS ({score})', values: { score: band(score) } },
        score,
        band(required),
        required,
      ),
  };
}

const COMPLETE_PROFILE: Message = {
  id: /*i18n*/ 'Complete your profile to see how well you match',
};

/**
 * How well a student's profile matches a programme's requirements, as a whole
 * percentage with its SPEC §4 band and the reasons behind it; without a
 * profile, `DEFAULT_MATCH_PERCENTAGE`. See `matchRequirements`.
 */
export function matchProgramme(
  profile: MatchProfile | null,
  programme: MatchableProgramme,
): MatchResult {
  if (profile === null) {
    return {
      percentage: DEFAULT_MATCH_PERCENTAGE,
      band: matchBand(DEFAULT_MATCH_PERCENTAGE),
      reasons: [inEnglish(COMPLETE_PROFILE)],
      reasonMessages: [COMPLETE_PROFILE],
    };
  }

  return matchRequirements(profile, parseRequirements(programme.requirements), programme.subject);
}

/**
 * The match for requirements already read (a long list reads each programme's
 * text once). Math, the best science taken, the average and, when the profile
 * has one, the IELTS band are each compared with the programme's minimum; the
 * one cleared by the least sets the match: 50 is meeting it exactly, each point
 * above adds 2.5 (100 at 20 points above), each point below takes 2.5 away
 * (0 at 20 below); half an IELTS band counts as 10 points. A score the profile
 * lacks counts as just meeting its minimum: unknown, not failed. The intended
 * subject is a reason, not points, so a band always says how the grades compare.
 * A better score never lowers the match. docs/product/matching.md explains it.
 */
export function matchRequirements(
  profile: MatchProfile,
  required: ProgrammeRequirements,
  subject: string,
): MatchResult {
  const { percentage, criteria, wantsSubject } = scored(profile, required, subject);
  const reasonMessages = criteria.map(({ reason }) => reason());
  if (wantsSubject) {
    reasonMessages.push({
      id: /*i18n*/ '{subject} is one of your intended subjects',
      values: { subject: { id: subject } },
    });
  }
  return {
    percentage,
    band: matchBand(percentage),
    reasons: reasonMessages.map(inEnglish),
    reasonMessages,
  };
}

/** The match percentage alone, for ordering a long list: `matchRequirements` without its reasons. */
export function matchPercentage(
  profile: MatchProfile,
  required: ProgrammeRequirements,
  subject: string,
): number {
  return scored(profile, required, subject).percentage;
}

function scored(profile: MatchProfile, required: ProgrammeRequirements, subject: string) {
  const criteria: Criterion[] = [];
  if (required.math !== null) criteria.push(mathCriterion(profile, required.math));
  if (required.science !== null) criteria.push(scienceCriterion(profile, required.science));
  if (required.highSchool !== null)
    criteria.push(highSchoolCriterion(profile, required.highSchool));
  const ielts = profile.ieltsScore;
  if (required.ielts !== null && typeof ielts === 'number' && Number.isFinite(ielts))
    criteria.push(ieltsCriterion(ielts, required.ielts));

  let least = Number.POSITIVE_INFINITY;
  for (const { gap } of criteria) least = Math.min(least, gap ?? 0);
  if (least === Number.POSITIVE_INFINITY) least = 0;
  const percentage = Math.min(100, Math.max(0, Math.round(AT_MINIMUM + least * PER_POINT)));
  const wantsSubject = (profile.intendedSubject as readonly string[]).includes(subject);
  return { percentage, criteria, wantsSubject };
}

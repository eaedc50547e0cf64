import { inEnglish, type Message } from '../i18n/message';
import { type ProgrammeRequirements, parseRequirements } from '../schemas/requirements';
import type { StudentInfo } from '../schemas/student-info.schema';

/** SPEC §9: the match shown when there is no student profile. */
export const DEFAULT_MATCH_PERCENTAGE = 80;

export type MatchBandKey = 'stretch' | 'reach' | 'target' | 'safety';

export type MatchBand = {
  key: MatchBandKey;
  /** SPEC §4 label. */
  label: 'Stretch Goal' | 'Reach School' | 'Target School' | 'Safety School';
  /** SPEC §4 gloss shown beside the label, if any. */
  description: string | null;
  /** SPEC §4 badge colour. */
  colour: 'purple' | 'blue' | 'green' | 'yellow';
  /** Lowest match percentage in the band. */
  from: number;
};

/**
 * SPEC §4 match bands, lowest first. A low match is a stretch goal and a high
 * match a safety school: below 50 the student misses most requirements; 50–69
 * they meet them only just or partly; 70–84 they meet them (the SPEC's default
 * of 80 lands here); from 85 they clear them with room to spare.
 */
export const MATCH_BANDS: readonly MatchBand[] = [
  {
    key: 'stretch',
    label: /*i18n*/ 'Stretch Goal',
    description: /*i18n*/ 'High Achievement Target',
    colour: 'purple',
    from: 0,
  },
  { key: 'reach', label: /*i18n*/ 'Reach School', description: null, colour: 'blue', from: 50 },
  { key: 'target', label: /*i18n*/ 'Target School', description: null, colour: 'green', from: 70 },
  { key: 'safety', label: /*i18n*/ 'Safety School', description: null, colour: 'yellow', from: 85 },
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

/** What matching reads of a student's profile (core's StudentInfo fits). */
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
>;

/** What matching reads of a programme. */
export type MatchableProgramme = { requirements: string; subject: string };

export type MatchResult = {
  /** Whole number, 0–100. */
  percentage: number;
  band: MatchBand;
  /** Short sentences the student can read: which requirement they meet or miss, by how much. */
  /** Why, in SPEC's English. */
  reasons: string[];
  /** Why, for the interface to say in the visitor's language (`sayMessage`). */
  reasonMessages: Message[];
};

// How much each requirement counts; a requirement the programme does not state drops out.
const WEIGHTS = { math: 0.35, science: 0.25, highSchool: 0.4 } as const;
// A fit of 0.7 is meeting the requirement exactly; 20 points above is a full fit, 30 below none.
const FIT_AT_REQUIREMENT = 0.7;
const FULL_FIT_ABOVE = 20;
const NO_FIT_BELOW = 30;
// A requirement the profile holds no score for (empty or 'not taken'): unknown, not failed.
const FIT_WITHOUT_EVIDENCE = 0.6;
const ACADEMIC_POINTS = 90;
const INTENDED_SUBJECT_POINTS = 10;

function fit(gap: number): number {
  if (gap >= 0)
    return FIT_AT_REQUIREMENT + (1 - FIT_AT_REQUIREMENT) * Math.min(1, gap / FULL_FIT_ABOVE);
  return FIT_AT_REQUIREMENT * Math.max(0, 1 + gap / NO_FIT_BELOW);
}

const shown = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function comparison(what: Message, score: number, requirement: Message, required: number): Message {
  const gap = Math.round(Math.abs(score - required) * 10) / 10;
  if (score < required) {
    return {
      id: /*i18n*/ '{what} is {gap} below the {requirement} requirement',
      values: { what, gap: shown(Math.max(0.1, gap)), requirement },
    };
  }
  return gap > 0
    ? {
        id: /*i18n*/ '{what} meets the {requirement} requirement (+{gap})',
        values: { what, requirement, gap: shown(gap) },
      }
    : { id: /*i18n*/ '{what} meets the {requirement} requirement', values: { what, requirement } };
}

const percent = (value: number): Message => ({
  id: /*i18n*/ '{value}%',
  values: { value: shown(value) },
});

// The reason is written only when asked for: sorting thousands needs the percentage alone.
type Criterion = { weight: number; fit: number; reason: () => Message };

function scoreOf(score: number | null | undefined, notTaken: boolean | undefined): number | null {
  // SPEC §4: ticking 'not taken' stores 0, which is no evidence, not a zero.
  return notTaken || score === null || score === undefined ? null : score;
}

function mathCriterion(profile: MatchProfile, required: number): Criterion {
  const weight = WEIGHTS.math;
  const math = scoreOf(profile.mathScore, profile.mathNotTaken);
  if (math !== null) {
    return {
      weight,
      fit: fit(math - required),
      reason: () =>
        comparison(
          { id: /*i18n*/ 'Math {score}%', values: { score: math } },
          math,
          percent(required),
          required,
        ),
    };
  }
  return {
    weight,
    fit: FIT_WITHOUT_EVIDENCE,
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
  const weight = WEIGHTS.science;
  // The best science taken counts, so taking one more science never lowers the match.
  let best: { name: string; score: number } | null = null;
  for (const [name, scoreKey, notTakenKey] of SCIENCES) {
    const score = scoreOf(profile[scoreKey], profile[notTakenKey]);
    if (score !== null && (best === null || score > best.score)) best = { name, score };
  }
  if (best !== null) {
    return {
      weight,
      fit: fit(best.score - required),
      reason: () =>
        comparison(
          {
            id: /*i18n*/ 'Science {score}% ({science})',
            values: { score: best.score, science: { id: best.name } },
          },
          best.score,
          percent(required),
          required,
        ),
    };
  }
  const noneTaken = SCIENCES.every(([, , notTakenKey]) => profile[notTakenKey]);
  return {
    weight,
    fit: FIT_WITHOUT_EVIDENCE,
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

function highSchoolCriterion(profile: MatchProfile, required: number): Criterion {
  const weight = WEIGHTS.highSchool;
  const requirement: Message = {
    id: /*i18n*/ 'High School {value}%',
    values: { value: shown(required) },
  };
  const text = profile.overallGpa?.trim() ?? '';
  const gpa = text === '' ? null : gpaOf(text);
  if (gpa !== null) {
    const what: Message = gpa.wasPercentage
      ? { id: /*i18n*/ 'GPA {value}%', values: { value: shown(gpa.percentage) } }
      : {
          id: /*i18n*/ 'GPA {gpa} ({value}%)',
          values: { gpa: gpa.shown, value: shown(gpa.percentage) },
        };
    return {
      weight,
      fit: fit(gpa.percentage - required),
      reason: () => comparison(what, gpa.percentage, requirement, required),
    };
  }
  return {
    weight,
    fit: FIT_WITHOUT_EVIDENCE,
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

const COMPLETE_PROFILE: Message = {
  id: /*i18n*/ 'Complete your profile to see how well you match',
};

/**
 * How well a student's profile matches a programme's requirements, as a whole
 * percentage with its SPEC §4 band and the reasons behind it.
 *
 * Math, the best science taken and the GPA are each compared with the
 * programme's Math %, Science % and High School %: meeting a requirement
 * exactly is worth 70% of its share, 20 points above it all of it, 30 below
 * none; a score the profile lacks (empty or 'not taken') counts as unknown
 * (60%), never as zero. That makes 90 points; an intended subject equal to the
 * programme's subject adds the last 10. A better score never lowers the match.
 * Without a profile the match is the SPEC's default, 80.
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
 * `matchProgramme` for requirements already read (a long list reads each
 * programme's text once): the profile against the thresholds and the subject.
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

  const totalWeight = criteria.reduce((sum, { weight }) => sum + weight, 0);
  const academicFit =
    totalWeight === 0
      ? FIT_AT_REQUIREMENT
      : criteria.reduce((sum, criterion) => sum + criterion.weight * criterion.fit, 0) /
        totalWeight;
  const wantsSubject = (profile.intendedSubject as readonly string[]).includes(subject);

  const raw = academicFit * ACADEMIC_POINTS + (wantsSubject ? INTENDED_SUBJECT_POINTS : 0);
  const percentage = Math.min(100, Math.max(0, Math.round(raw)));
  return { percentage, criteria, wantsSubject };
}

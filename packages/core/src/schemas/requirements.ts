/** The grade thresholds a requirements text states; null when it does not state one. */
export type ProgrammeRequirements = {
  ielts: number | null;
  highSchool: number | null;
  math: number | null;
  science: number | null;
};

// Each label is followed, within a few words and before any other number or
// label, by its value; percentages must carry a % so an IELTS band is never
// read as one.
const GAP = '(?:(?!ielts|high|math|science)[^0-9%]){0,30}?';
const PERCENT = '(\\d{1,3}(?:[.,]\\d+)?)\\s*%';
const IELTS_PATTERN = /\bIELTS\b[^0-9]{0,24}?(\d(?:[.,]\d)?)\b/i;
const HIGH_SCHOOL_PATTERN = new RegExp(`\\bhigh[\\s-]*school\\b${GAP}${PERCENT}`, 'i');
const MATH_PATTERN = new RegExp(`\\bmath(?:s|ematics)?\\b${GAP}${PERCENT}`, 'i');
const SCIENCE_PATTERN = new RegExp(`\\bsciences?\\b${GAP}${PERCENT}`, 'i');
// 'Maths and Science 70%' states one threshold for both.
const MATH_AND_SCIENCE_PATTERN = new RegExp(
  `\\bmath(?:s|ematics)?\\s*(?:and|&)\\s*sciences?\\b${GAP}${PERCENT}`,
  'i',
);

function numberIn(text: string, pattern: RegExp, max: number): number | null {
  const found = pattern.exec(text)?.[1];
  if (found === undefined) return null;
  const value = Number(found.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 && value <= max ? value : null;
}

/**
 * Reads IELTS, High School %, Math % and Science % out of a programme's
 * free-text requirements, e.g. 'IELTS 5.5 (no section below 5.5), High School 80%,
 * Math 75%, Science 70%'. Anything it cannot find is null.
 */
export function parseRequirements(text: string): ProgrammeRequirements {
  return {
    ielts: numberIn(text, IELTS_PATTERN, 9),
    highSchool: numberIn(text, HIGH_SCHOOL_PATTERN, 100),
    math: numberIn(text, MATH_PATTERN, 100) ?? numberIn(text, MATH_AND_SCIENCE_PATTERN, 100),
    science: numberIn(text, SCIENCE_PATTERN, 100),
  };
}

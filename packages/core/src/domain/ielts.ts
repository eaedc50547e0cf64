import { inEnglish, type Message } from '../i18n/message';
import { parseRequirements } from '../schemas/requirements';

type IeltsRule = { names: readonly string[]; detail: string };

/** SPEC §9: IELTS display by university. */
const UNIVERSITY_RULES: readonly IeltsRule[] = [
  {
    names: ['university of manchester', 'manchester university'],
    detail: /*i18n*/ 'no section below 5.5',
  },
  {
    names: ['imperial college london', 'imperial college'],
    detail: /*i18n*/ 'no section below 5.5',
  },
  {
    names: ['university of edinburgh', 'edinburgh university'],
    detail: /*i18n*/ 'with 6.0 in writing',
  },
  {
    names: ['university of warwick', 'warwick university'],
    detail: /*i18n*/ 'with 6.0 in speaking',
  },
];

/** SPEC §9: IELTS display for INTO's programmes. */
const INTO_DETAIL = /*i18n*/ 'min 5.0 writing, all others 4.5+';

export type IeltsProgramme = {
  universityName: string;
  programName?: string;
  provider?: string | null;
  requirements: string;
};

function normalisedName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/\s+/g, ' ');
}

function isInto(programme: IeltsProgramme): boolean {
  return programme.provider === 'INTO' || /^INTO\b/.test(programme.programName?.trim() ?? '');
}

function ruleDetail(programme: IeltsProgramme): string | null {
  // The provider's rule comes first: an INTO course sets its own English entry.
  if (isInto(programme)) return INTO_DETAIL;
  const name = normalisedName(programme.universityName);
  return UNIVERSITY_RULES.find((rule) => rule.names.includes(name))?.detail ?? null;
}

/** The IELTS clause as written in the requirements: up to the first comma outside brackets. */
function ieltsClause(requirements: string): string | null {
  const start = requirements.search(/\bIELTS\b/i);
  if (start < 0) return null;
  let depth = 0;
  let end = requirements.length;
  for (let index = start; index < requirements.length; index += 1) {
    const char = requirements[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if ((char === ',' || char === ';') && depth === 0) {
      // '6,5' is a decimal comma, not the end of the clause.
      if (char === ',' && /\d/.test(requirements[index + 1] ?? '')) continue;
      end = index;
      break;
    }
  }
  return requirements.slice(start, end).trim();
}

/**
 * The IELTS text a programme card shows: the university's or INTO's rule of
 * SPEC §9 with the overall band from the requirements (e.g. 'IELTS 6.0 (no
 * section below 5.5)'), otherwise the IELTS clause of the requirements text,
 * as the catalogue writes it (an id no catalog holds, so said as it is).
 * Null when the programme states no IELTS requirement. Say it with
 * `sayMessage((id, values) => i18n._(id, values), message)`.
 */
export function ieltsDisplayMessage(programme: IeltsProgramme): Message | null {
  const rule = ruleDetail(programme);
  if (rule === null) {
    const clause = ieltsClause(programme.requirements);
    return clause === null ? null : { id: clause };
  }
  const detail: Message = { id: rule };
  const { ielts } = parseRequirements(programme.requirements);
  return ielts === null
    ? { id: /*i18n*/ 'IELTS: {detail}', values: { detail } }
    : { id: /*i18n*/ 'IELTS {band} ({detail})', values: { band: ielts.toFixed(1), detail } };
}

/** `ieltsDisplayMessage` in SPEC's English. */
export function ieltsDisplay(programme: IeltsProgramme): string | null {
  const message = ieltsDisplayMessage(programme);
  return message && inEnglish(message);
}

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

/** A programme's IELTS bands as the catalogue's structured fields hold them. */
export type IeltsBands = {
  ieltsOverall: number;
  ieltsReading: number | null;
  ieltsWriting: number | null;
  ieltsSpeaking: number | null;
  ieltsListening: number | null;
};

export type IeltsProgramme = {
  universityName: string;
  programName?: string;
  provider?: string | null;
  requirements: string;
} & Partial<IeltsBands>;

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

type IeltsSkill = 'reading' | 'writing' | 'speaking' | 'listening';
const SKILL_NAMES: Record<IeltsSkill, string> = {
  reading: /*i18n*/ 'reading',
  writing: /*i18n*/ 'writing',
  speaking: /*i18n*/ 'speaking',
  listening: /*i18n*/ 'listening',
};

/** What an IELTS requirement asks, as numbers: the overall band, a minimum in every skill, a minimum in one. */
export type IeltsMinimums = {
  overall: number;
  /** 'minimum 5.5 in each component', 'no section below 5.5'. */
  eachSkill: number | null;
  /** '(with 6.0 in writing)': the one skill named and its minimum. */
  skill: { skill: IeltsSkill; minimum: number } | null;
};

const BAND = '(\\d(?:[.,]\\d)?)';
// 'minimum 5.5 in each component', '5.5 in all', 'no section below 5.5'.
const EACH_SKILL = new RegExp(`${BAND}\\s+\\w+\\s+(?:each|every|all)\\b|below\\s+${BAND}`, 'i');
const ONE_SKILL = new RegExp(
  `${BAND}\\s+(?:in\\s+)?(reading|writing|speaking|listening)\\b|(reading|writing|speaking|listening)\\s+${BAND}`,
  'i',
);
const band = (text: string | undefined) =>
  text === undefined ? null : Number(text.replace(',', '.'));

/**
 * An IELTS clause as numbers ('IELTS 5.5 (minimum 5.5 in each component)' →
 * overall 5.5, each skill 5.5), so a screen says it in its reader's language;
 * null when the clause states no overall band.
 */
export function ieltsMinimums(clause: string): IeltsMinimums | null {
  const { ielts: overall } = parseRequirements(clause);
  if (overall === null) return null;
  const details = clause.slice(clause.search(/\bIELTS\b/i) + 5).replace(/^[^(]*?\d(?:[.,]\d)?/, '');
  const each = EACH_SKILL.exec(details);
  const one = each ? null : ONE_SKILL.exec(details);
  const skillName = (one?.[2] ?? one?.[3])?.toLowerCase() as IeltsSkill | undefined;
  const minimum = band(one?.[1] ?? one?.[4]);
  return {
    overall,
    eachSkill: each ? band(each[1] ?? each[2]) : null,
    skill: skillName && minimum !== null ? { skill: skillName, minimum } : null,
  };
}

const SKILL_FIELDS = {
  reading: 'ieltsReading',
  writing: 'ieltsWriting',
  speaking: 'ieltsSpeaking',
  listening: 'ieltsListening',
} as const satisfies Record<IeltsSkill, keyof IeltsBands>;
const SKILLS = Object.keys(SKILL_FIELDS) as IeltsSkill[];

/** The bands a requirements text states, as the catalogue's fields; null when it states no overall band. */
export function ieltsBandsOf(requirements: string): IeltsBands | null {
  const clause = ieltsClause(requirements);
  const minimums = clause === null ? null : ieltsMinimums(clause);
  if (minimums === null) return null;
  const skillBand = (skill: IeltsSkill) =>
    minimums.skill?.skill === skill ? minimums.skill.minimum : minimums.eachSkill;
  return {
    ieltsOverall: minimums.overall,
    ieltsReading: skillBand('reading'),
    ieltsWriting: skillBand('writing'),
    ieltsSpeaking: skillBand('speaking'),
    ieltsListening: skillBand('listening'),
  };
}

/**
 * Structured bands as what a screen says: a minimum in every skill when all
 * four are set (the lowest), and the one skill asking more, or set alone.
 */
function minimumsOfBands(bands: IeltsBands): IeltsMinimums {
  const set = SKILLS.flatMap((skill) => {
    const minimum = bands[SKILL_FIELDS[skill]];
    return minimum === null ? [] : [{ skill, minimum }];
  });
  const eachSkill = set.length === SKILLS.length ? Math.min(...set.map((s) => s.minimum)) : null;
  const above = set.filter(({ minimum }) => eachSkill === null || minimum > eachSkill);
  return {
    overall: bands.ieltsOverall,
    eachSkill,
    skill: above.length === 1 ? (above[0] ?? null) : null,
  };
}

/** An IELTS requirement in the reader's language: 'IELTS 5.5 (minimum 5.5 in each component)'. */
export function ieltsMinimumsMessage({ overall, eachSkill, skill }: IeltsMinimums): Message {
  const values = { band: overall.toFixed(1) };
  if (eachSkill !== null && skill !== null)
    return {
      id: /*i18n*/ 'IELTS {band} (minimum {minimum} in each component, {skillMinimum} in {skill})',
      values: {
        ...values,
        minimum: eachSkill.toFixed(1),
        skillMinimum: skill.minimum.toFixed(1),
        skill: { id: SKILL_NAMES[skill.skill] },
      },
    };
  if (eachSkill !== null)
    return {
      id: /*i18n*/ 'IELTS {band} (minimum {minimum} in each component)',
      values: { ...values, minimum: eachSkill.toFixed(1) },
    };
  if (skill !== null)
    return {
      id: /*i18n*/ 'IELTS {band} (with {minimum} in {skill})',
      values: {
        ...values,
        minimum: skill.minimum.toFixed(1),
        skill: { id: SKILL_NAMES[skill.skill] },
      },
    };
  // No message: the same in every language.
  return { id: `IELTS ${values.band}` };
}

/**
 * The IELTS text a programme card shows: the university's or INTO's rule of
 * SPEC §9 with the overall band from the requirements (e.g. 'IELTS 6.0 (no
 * section below 5.5)'), otherwise the IELTS clause of the requirements text
 * read as numbers (`ieltsMinimums`), or as written when it states no band.
 * Null when the programme states no IELTS requirement. Say it with
 * `sayMessage((id, values) => i18n._(id, values), message)`.
 */
export function ieltsDisplayMessage(programme: IeltsProgramme): Message | null {
  const rule = ruleDetail(programme);
  const bands = structuredBands(programme);
  if (rule === null && bands !== null) return ieltsMinimumsMessage(minimumsOfBands(bands));
  if (rule === null) {
    const clause = ieltsClause(programme.requirements);
    if (clause === null) return null;
    const minimums = ieltsMinimums(clause);
    return minimums ? ieltsMinimumsMessage(minimums) : { id: clause };
  }
  const detail: Message = { id: rule };
  const ielts = bands?.ieltsOverall ?? parseRequirements(programme.requirements).ielts;
  return ielts === null
    ? { id: /*i18n*/ 'IELTS: {detail}', values: { detail } }
    : { id: /*i18n*/ 'IELTS {band} ({detail})', values: { band: ielts.toFixed(1), detail } };
}

/** The programme's structured bands, when the API answered them. */
function structuredBands(programme: IeltsProgramme): IeltsBands | null {
  const { ieltsOverall, ieltsReading, ieltsWriting, ieltsSpeaking, ieltsListening } = programme;
  if (ieltsOverall === undefined) return null;
  return {
    ieltsOverall,
    ieltsReading: ieltsReading ?? null,
    ieltsWriting: ieltsWriting ?? null,
    ieltsSpeaking: ieltsSpeaking ?? null,
    ieltsListening: ieltsListening ?? null,
  };
}

/** `ieltsDisplayMessage` in SPEC's English. */
export function ieltsDisplay(programme: IeltsProgramme): string | null {
  const message = ieltsDisplayMessage(programme);
  return message && inEnglish(message);
}

/**
 * A personal statement is written either as one free text (SPEC §5) or in
 * UCAS's format for 2026 entry: three questions answered separately. Both
 * drafts are kept, so switching format never loses work.
 */
export type StatementFormat = 'free' | 'ucas-2026';

export const STATEMENT_FORMATS: readonly StatementFormat[] = ['free', 'ucas-2026'];

export type StatementAnswers = [string, string, string];

export interface PersonalStatement {
  format: StatementFormat;
  /** The free-format statement. */
  text: string;
  /** The answers to `UCAS_2026_QUESTIONS`, in order. */
  answers: StatementAnswers;
}

/** SPEC §5/§9: at most 4000 characters in all (UCAS 2026: the three answers together). */
export const STATEMENT_MAX_CHARACTERS = 4000;
/** SPEC §5: the counter turns amber above this. */
export const STATEMENT_WARNING_ABOVE = 3500;
/** SPEC §9: the free-format guideline of 47 lines. */
export const STATEMENT_MAX_LINES = 47;
/** UCAS shows a statement 95 characters (spaces included) to a line. */
export const UCAS_LINE_WIDTH = 95;
/** UCAS 2026: each answer needs at least 350 characters. */
export const UCAS_2026_ANSWER_MIN_CHARACTERS = 350;

/** UCAS's three questions for 2026 entry, in order. */
export const UCAS_2026_QUESTIONS = [
  'Why do you want to study this course or subject?',
  'How have your qualifications and studies helped you to prepare for this course or subject?',
  'What else have you done to prepare outside of education, and why are these experiences useful?',
] as const;

/** A blank statement in the given format. */
export function emptyStatement(format: StatementFormat = 'free'): PersonalStatement {
  return { format, text: '', answers: ['', '', ''] };
}

const normaliseNewlines = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * Characters as a reader counts them: Unicode characters (an emoji or 'é' is
 * one), spaces and newlines included, a Windows line break counting once.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of normaliseNewlines(text)) count += 1;
  return count;
}

export type CounterTone = 'normal' | 'warning' | 'danger';

/** The counter's colour (SPEC §5): amber above 3500 characters, red above 4000. */
export function counterTone(length: number): CounterTone {
  if (length > STATEMENT_MAX_CHARACTERS) return 'danger';
  if (length > STATEMENT_WARNING_ABOVE) return 'warning';
  return 'normal';
}

function paragraphLines(paragraph: readonly string[]): number {
  let rest = paragraph;
  let lines = 0;
  while (rest.length > UCAS_LINE_WIDTH) {
    // A space right after a full line (index 95) also ends it; the space itself is not carried over.
    const space = rest.lastIndexOf(' ', UCAS_LINE_WIDTH);
    rest = space > 0 ? rest.slice(space + 1) : rest.slice(UCAS_LINE_WIDTH);
    lines += 1;
  }
  return rest.length > 0 || lines === 0 ? lines + 1 : lines;
}

/**
 * Lines as UCAS counts them: every newline starts a new line (so a blank line
 * between paragraphs counts as one), and a line holds up to 95 characters,
 * spaces included. Text wraps at the last space that fits; a word longer than
 * a line is cut at 95 characters. Empty text has 0 lines; a trailing newline
 * adds an empty line.
 */
export function ucasLineCount(text: string): number {
  if (text === '') return 0;
  return normaliseNewlines(text)
    .split('\n')
    .reduce((sum, paragraph) => sum + paragraphLines(Array.from(paragraph)), 0);
}

export interface AnswerProgress {
  length: number;
  min: number;
  ok: boolean;
}

export interface StatementProgress {
  /** Characters counted against the 4000 limit. */
  total: number;
  /** One counter per UCAS 2026 answer; empty for the free format. */
  perAnswer: AnswerProgress[];
  tone: CounterTone;
  /** UCAS lines: of the text, or of the three answers added up. */
  lines: number;
  /**
   * Within the maximums: 4000 characters, and for the free format 47 lines.
   * Answers under their minimum show in `perAnswer`. Nothing blocks saving.
   */
  withinLimit: boolean;
}

/** The counters the statement builder shows for a statement in either format. */
export function statementProgress(value: PersonalStatement): StatementProgress {
  if (value.format === 'free') {
    const total = characterCount(value.text);
    const lines = ucasLineCount(value.text);
    return {
      total,
      perAnswer: [],
      tone: counterTone(total),
      lines,
      withinLimit: total <= STATEMENT_MAX_CHARACTERS && lines <= STATEMENT_MAX_LINES,
    };
  }
  const perAnswer = value.answers.map((answer): AnswerProgress => {
    const length = characterCount(answer);
    return {
      length,
      min: UCAS_2026_ANSWER_MIN_CHARACTERS,
      ok: length >= UCAS_2026_ANSWER_MIN_CHARACTERS,
    };
  });
  const total = perAnswer.reduce((sum, answer) => sum + answer.length, 0);
  return {
    total,
    perAnswer,
    tone: counterTone(total),
    lines: value.answers.reduce((sum, answer) => sum + ucasLineCount(answer), 0),
    withinLimit: total <= STATEMENT_MAX_CHARACTERS,
  };
}

/** Whether anything is written in the statement's current format (the timeline's "statement exists"). */
export function isStatementWritten(value: PersonalStatement): boolean {
  const parts = value.format === 'free' ? [value.text] : value.answers;
  return parts.some((part) => part.trim() !== '');
}

/**
 * Whether a statement is ready to send: written, within the maximums, and in
 * the UCAS 2026 format each answer at its minimum (the caseload's "finished").
 */
export function isStatementFinished(value: PersonalStatement): boolean {
  const progress = statementProgress(value);
  return (
    isStatementWritten(value) &&
    progress.withinLimit &&
    progress.perAnswer.every((answer) => answer.ok)
  );
}

/** The statement as one text (UCAS 2026 answers separated by a blank line), e.g. for review. */
export function statementText(value: PersonalStatement): string {
  if (value.format === 'free') return value.text;
  return value.answers.filter((answer) => answer.trim() !== '').join('\n\n');
}

/** Words in a text: runs separated by whitespace that hold at least one letter or digit. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/*
 * Storage in the single `selected_programs.personal_statement` text column:
 * a free statement with no UCAS answers is stored as its plain text, as the
 * column always held; anything else is a JSON envelope
 *   {"$type":"puente/personal-statement","version":1,"format":...,"text":...,"answers":[...]}
 * Text that is not such an envelope (legacy rows included) reads as a free statement.
 */
const ENVELOPE_TYPE = 'puente/personal-statement';
const ENVELOPE_VERSION = 1;

function readEnvelope(stored: string): PersonalStatement | null {
  if (!stored.trimStart().startsWith('{')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const envelope = parsed as Record<string, unknown>;
  if (envelope.$type !== ENVELOPE_TYPE) return null;
  const answers = Array.isArray(envelope.answers) ? envelope.answers : [];
  const answer = (index: number) => {
    const value: unknown = answers[index];
    return typeof value === 'string' ? value : '';
  };
  return {
    format: envelope.format === 'ucas-2026' ? 'ucas-2026' : 'free',
    text: typeof envelope.text === 'string' ? envelope.text : '',
    answers: [answer(0), answer(1), answer(2)],
  };
}

/** The `personalStatement` text to save for a statement; `decodeStatement` reads it back unchanged. */
export function encodeStatement(value: PersonalStatement): string {
  const plain =
    value.format === 'free' &&
    value.answers.every((answer) => answer === '') &&
    readEnvelope(value.text) === null;
  if (plain) return value.text;
  return JSON.stringify({
    $type: ENVELOPE_TYPE,
    version: ENVELOPE_VERSION,
    format: value.format,
    text: value.text,
    answers: [...value.answers],
  });
}

/** Reads a stored `personalStatement`; never throws, and plain or unknown text is a free statement. */
export function decodeStatement(stored: string | null | undefined): PersonalStatement {
  if (stored === null || stored === undefined) return emptyStatement();
  return readEnvelope(stored) ?? { format: 'free', text: stored, answers: ['', '', ''] };
}

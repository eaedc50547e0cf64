import {
  decodeStatement,
  isStatementWritten,
  STATEMENT_MAX_CHARACTERS,
  type StatementFormat,
  statementProgress,
  statementText,
  UCAS_2026_ANSWER_MIN_CHARACTERS,
  wordCount,
} from './statement';

/**
 * Where a statement stands, for someone who may not read it (a parent):
 * nothing written, being drafted, over the 4000-character limit, or complete.
 */
export type StatementStatus = 'not-started' | 'drafting' | 'over-limit' | 'complete';

export interface StatementSummary {
  format: StatementFormat;
  words: number;
  characters: number;
  maxCharacters: number;
  status: StatementStatus;
}

// A free statement is complete at what UCAS asks of its three answers together.
const FREE_COMPLETE_AT = 3 * UCAS_2026_ANSWER_MIN_CHARACTERS;

/** The counts and status of a stored statement (`personalStatement`, encoded), never its text. */
export function summariseStatement(stored: string | null | undefined): StatementSummary {
  const statement = decodeStatement(stored);
  const progress = statementProgress(statement);
  const summary = {
    format: statement.format,
    words: wordCount(statementText(statement)),
    characters: progress.total,
    maxCharacters: STATEMENT_MAX_CHARACTERS,
  };
  if (!isStatementWritten(statement)) return { ...summary, status: 'not-started' };
  if (!progress.withinLimit) return { ...summary, status: 'over-limit' };
  const complete =
    statement.format === 'free'
      ? progress.total >= FREE_COMPLETE_AT
      : progress.perAnswer.every((answer) => answer.ok);
  return { ...summary, status: complete ? 'complete' : 'drafting' };
}

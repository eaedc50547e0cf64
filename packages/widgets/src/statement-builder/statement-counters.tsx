import {
  type AnswerProgress,
  type CounterTone,
  STATEMENT_MAX_CHARACTERS,
  STATEMENT_MAX_LINES,
} from '@puente/core';
import * as styles from './statement-builder.css';

const number = new Intl.NumberFormat('en-GB');
const MAX = number.format(STATEMENT_MAX_CHARACTERS);

/** What the character counter's colour means, in words (colour is never the only signal). */
function toneNote(tone: CounterTone, total: number): string | null {
  if (tone === 'danger') {
    return `${number.format(total - STATEMENT_MAX_CHARACTERS)} over the ${MAX}-character limit`;
  }
  if (tone === 'warning') return `Approaching the ${MAX}-character limit`;
  return null;
}

/** "1,234 / 4,000 characters": amber above 3,500, red above 4,000 (SPEC §5). */
export function CharacterCounter({
  total,
  tone,
  label,
}: {
  total: number;
  tone: CounterTone;
  label?: string;
}) {
  const note = toneNote(tone, total);
  return (
    <span className={styles.tone[tone]} data-tone={tone}>
      {label ? `${label} ` : null}
      <span className={styles.count}>
        {number.format(total)} / {MAX} characters
      </span>
      {note ? ` – ${note}` : null}
    </span>
  );
}

/** "12 / 47 lines" as UCAS counts them; red above 47. */
export function LineCounter({ lines }: { lines: number }) {
  const over = lines > STATEMENT_MAX_LINES;
  return (
    <span
      className={styles.tone[over ? 'danger' : 'normal']}
      data-tone={over ? 'danger' : 'normal'}
    >
      <span className={styles.count}>
        {number.format(lines)} / {STATEMENT_MAX_LINES} lines
      </span>
      {over ? ` – over UCAS's ${STATEMENT_MAX_LINES} lines` : null}
    </span>
  );
}

/** One UCAS 2026 answer: its characters against the 350 it needs. */
export function AnswerCounter({ answer }: { answer: AnswerProgress }) {
  const missing = answer.min - answer.length;
  return (
    <span
      className={styles.tone[answer.ok ? 'ok' : 'normal']}
      data-tone={answer.ok ? 'ok' : 'normal'}
    >
      <span className={styles.count}>{number.format(answer.length)} characters</span>
      {answer.ok
        ? ` – at least ${answer.min} reached`
        : ` – ${number.format(missing)} more needed (at least ${answer.min})`}
    </span>
  );
}

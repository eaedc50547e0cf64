import type { I18n } from '@lingui/core';
import {
  type AnswerProgress,
  type CounterTone,
  STATEMENT_MAX_CHARACTERS,
  STATEMENT_MAX_LINES,
} from '@puente/core';
import { useI18n } from '@puente/ui/i18n/use-i18n';
import * as styles from './statement-builder.css';

const number = new Intl.NumberFormat('en-GB');
const MAX = number.format(STATEMENT_MAX_CHARACTERS);

/** What the character counter's colour means, in words (colour is never the only signal). */
function toneNote(tone: CounterTone, total: number, i18n: I18n): string | null {
  if (tone === 'danger') {
    return i18n._('{over} over the {max}-character limit', {
      over: number.format(total - STATEMENT_MAX_CHARACTERS),
      max: MAX,
    });
  }
  if (tone === 'warning') return i18n._('Approaching the {max}-character limit', { max: MAX });
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
  const i18n = useI18n();
  const note = toneNote(tone, total, i18n);
  return (
    <span className={styles.tone[tone]} data-tone={tone}>
      {label ? `${label} ` : null}
      <span className={styles.count}>
        {i18n._('{count} / {max} characters', { count: number.format(total), max: MAX })}
      </span>
      {note ? ` – ${note}` : null}
    </span>
  );
}

/** "12 / 47 lines" as UCAS counts them; red above 47. */
export function LineCounter({ lines }: { lines: number }) {
  const over = lines > STATEMENT_MAX_LINES;
  const i18n = useI18n();
  return (
    <span
      className={styles.tone[over ? 'danger' : 'normal']}
      data-tone={over ? 'danger' : 'normal'}
    >
      <span className={styles.count}>
        {i18n._('{count} / {max} lines', {
          count: number.format(lines),
          max: STATEMENT_MAX_LINES,
        })}
      </span>
      {over ? ` – ${i18n._("over UCAS's {max} lines", { max: STATEMENT_MAX_LINES })}` : null}
    </span>
  );
}

/** One UCAS 2026 answer: its characters against the 350 it needs. */
export function AnswerCounter({ answer }: { answer: AnswerProgress }) {
  const missing = answer.min - answer.length;
  const i18n = useI18n();
  return (
    <span
      className={styles.tone[answer.ok ? 'ok' : 'normal']}
      data-tone={answer.ok ? 'ok' : 'normal'}
    >
      <span className={styles.count}>
        {i18n._('{count} characters', { count: number.format(answer.length) })}
      </span>
      {answer.ok
        ? ` – ${i18n._('at least {minimum} reached', { minimum: answer.min })}`
        : ` – ${i18n._('{missing} more needed (at least {minimum})', {
            missing: number.format(missing),
            minimum: answer.min,
          })}`}
    </span>
  );
}

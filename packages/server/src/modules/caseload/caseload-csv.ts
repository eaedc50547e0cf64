import { Readable } from 'node:stream';
import {
  type CaseloadStudent,
  personName,
  TRACKER_STAGE_LABELS,
  type Translate,
} from '@puente/core';

// A cell a spreadsheet would run as a formula (or that hides one behind a tab
// or carriage return) is kept as text by a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
// Excel reads a CSV as UTF-8 only when it starts with the byte order mark.
const BOM = '\uFEFF';

/** One CSV cell: safe from formula injection, quoted when it must be (RFC 4180). */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly (string | number | null)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

const HEADERS = [
  /*i18n*/ 'Student',
  /*i18n*/ 'Username',
  /*i18n*/ 'Current year',
  /*i18n*/ 'Profile complete (%)',
  /*i18n*/ 'Programmes chosen',
  /*i18n*/ 'Stages',
  /*i18n*/ 'Statement words',
  /*i18n*/ 'Statement last edited',
  /*i18n*/ 'Next deadline',
  /*i18n*/ 'IELTS',
  /*i18n*/ 'Actions required',
];

function rowOf(student: CaseloadStudent, say: Translate): string {
  const edited = student.programmes
    .map(({ statementUpdatedAt }) => statementUpdatedAt)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  return csvLine([
    personName(student),
    student.username,
    student.currentYear,
    student.profileCompleteness,
    student.programmes
      .map(({ programme, university }) => `${programme} (${university})`)
      .join('; '),
    student.programmes.map(({ stage }) => say(TRACKER_STAGE_LABELS[stage])).join('; '),
    student.programmes.map(({ statementWords }) => statementWords).join('; '),
    edited?.slice(0, 10) ?? null,
    student.nextDeadline,
    student.ielts,
    student.alerts.map(({ message, values }) => say(message, values)).join('; '),
  ]);
}

/**
 * The caseload as CSV, read a batch at a time (`nextBatch` after the last
 * id), so a school of thousands streams without being held in memory.
 */
export function caseloadCsv(
  nextBatch: (afterId: number) => Promise<CaseloadStudent[]>,
  say: Translate,
): Readable {
  async function* lines() {
    yield BOM + csvLine(HEADERS.map((header) => say(header)));
    let afterId = 0;
    for (;;) {
      const batch = await nextBatch(afterId);
      if (batch.length === 0) return;
      yield batch.map((student) => rowOf(student, say)).join('');
      afterId = batch.at(-1)?.id ?? afterId;
    }
  }
  return Readable.from(lines());
}

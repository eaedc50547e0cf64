import { IMPORT_ROWS_MAX } from '@puente/core';
import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import { csvRecords, startLine } from '../programme/catalogue-file';

/** A student of the CSV, ready to invite. */
export interface ImportedStudent {
  firstName: string;
  lastName: string;
  email: string;
  /** Empty when the row names no parent. */
  parentEmail: string;
}

/**
 * Something wrong with the file: a message id (en-GB text) and its values,
 * on a row (1-based, the header being row 1) or the whole file.
 */
export interface ImportRowProblem {
  row?: number;
  message: string;
  values?: Record<string, unknown>;
}

export type StudentImport =
  | { ok: true; students: ImportedStudent[] }
  | { ok: false; problems: ImportRowProblem[] };

const REQUIRED = ['first_name', 'last_name', 'email'] as const;
const COLUMNS: readonly string[] = [...REQUIRED, 'parent_email'];
const NAME_MAX = 100;

// A spreadsheet runs a cell that starts with one of these as a formula
// (OWASP's CSV injection), however much space comes first.
const FORMULA_START = /^\s*[=+\-@]/;
// Control and format characters (bidi overrides, zero-width spaces) and line separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
// What a decoder leaves of bytes that were not UTF-8, and a NUL (UTF-16 read as UTF-8).
const hasBadEncoding = (cell: string) => cell.includes('\uFFFD') || cell.includes('\0');
const emailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email());

const NOT_CSV = /*i18n*/ 'The file is not valid CSV';
const BAD_HEADER =
  /*i18n*/ 'The first row must name the columns first_name, last_name, email and, optionally, parent_email';
const NO_STUDENTS = /*i18n*/ 'The file has no students';
const TOO_MANY =
  /*i18n*/ 'The file has {count, number} students: at most {max, number} can be imported at once';
const WRONG_CELLS = /*i18n*/ 'The row has {count} values; the header has {columns} columns';
const NOT_UTF8 = /*i18n*/ 'The file is not UTF-8 text: save it as “CSV UTF-8” and try again';
const FORMULA = /*i18n*/ '{column} must not start with =, +, - or @';
const CONTROL = /*i18n*/ '{column} must not contain control or invisible characters';
const REQUIRED_CELL = /*i18n*/ '{column} is required';
const TOO_LONG = /*i18n*/ '{column} must be at most 100 characters';
const INVALID_EMAIL = /*i18n*/ 'Invalid email address';
const DUPLICATE_EMAIL = /*i18n*/ 'This email is also on row {row}';

/**
 * Reads the admin's CSV of students (docs/product/schools.md): every bad row
 * is reported, and the students come back only when every row is good, as
 * the catalogue import does (catalogue-file.ts).
 */
export function readStudentImport(text: string): StudentImport {
  // Past the limit nothing more is read: the count alone is the answer.
  const read = csvRecords(text, IMPORT_ROWS_MAX + 2);
  if ('notCsv' in read) {
    return {
      ok: false,
      problems: [{ ...(read.line !== undefined && { row: read.line }), message: NOT_CSV }],
    };
  }
  const [header, ...body] = read.records;
  if (!header) return { ok: false, problems: [{ message: NO_STUDENTS }] };
  const columns = header.record.map((name) =>
    name
      .trim()
      .replace(/^\uFEFF/, '')
      .toLowerCase(),
  );
  const known =
    columns.every((name) => COLUMNS.includes(name)) && new Set(columns).size === columns.length;
  if (!known || !REQUIRED.every((name) => columns.includes(name))) {
    return { ok: false, problems: [{ row: 1, message: BAD_HEADER }] };
  }
  if (body.length === 0) return { ok: false, problems: [{ message: NO_STUDENTS }] };
  if (body.length > IMPORT_ROWS_MAX) {
    const count = countRecords(text) - 1;
    return {
      ok: false,
      problems: [{ message: TOO_MANY, values: { count, max: IMPORT_ROWS_MAX } }],
    };
  }

  const problems: ImportRowProblem[] = [];
  const students: ImportedStudent[] = [];
  const emailRows = new Map<string, number>();
  for (const entry of body) {
    const row = startLine(entry);
    const said = (message: string, values?: Record<string, unknown>) =>
      problems.push({ row, message, ...(values && { values }) });
    if (entry.record.length !== columns.length) {
      said(WRONG_CELLS, { count: entry.record.length, columns: columns.length });
      continue;
    }
    const cells = new Map(columns.map((name, index) => [name, entry.record[index] ?? '']));
    if (entry.record.some(hasBadEncoding)) {
      said(NOT_UTF8);
      continue;
    }
    let good = true;
    for (const [column, cell] of cells) {
      if (FORMULA_START.test(cell)) {
        said(FORMULA, { column });
        good = false;
      } else if (INVISIBLE.test(cell)) {
        said(CONTROL, { column });
        good = false;
      }
    }
    if (!good) continue;
    const value = (column: string) => (cells.get(column) ?? '').trim();
    for (const column of ['first_name', 'last_name']) {
      if (value(column) === '') said(REQUIRED_CELL, { column });
      else if (value(column).length > NAME_MAX) said(TOO_LONG, { column });
    }
    const email = value('email').toLowerCase();
    const parentEmail = value('parent_email').toLowerCase();
    if (!v.is(emailSchema, email)) said(INVALID_EMAIL);
    else if (emailRows.has(email)) said(DUPLICATE_EMAIL, { row: emailRows.get(email) });
    else emailRows.set(email, row);
    if (parentEmail !== '' && !v.is(emailSchema, parentEmail)) said(INVALID_EMAIL);
    students.push({
      firstName: value('first_name'),
      lastName: value('last_name'),
      email,
      parentEmail,
    });
  }
  return problems.length === 0 ? { ok: true, students } : { ok: false, problems };
}

/** How many records the whole file holds, read without keeping them. */
function countRecords(text: string): number {
  try {
    return (
      parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true }) as unknown[]
    ).length;
  } catch {
    return IMPORT_ROWS_MAX + 1;
  }
}

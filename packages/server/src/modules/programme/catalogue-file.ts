import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import {
  type FoundationProgrammeEntry,
  foundationProgrammeCatalogueSchema,
  foundationProgrammeEntrySchema,
  PROGRAMME_STRUCTURED_FIELDS,
  parseWith,
} from '@puente/core';
import { CsvError, parse } from 'csv-parse/sync';
import * as v from 'valibot';

/** Something wrong with a catalogue file: on a line (a row, a header) or the whole file. */
export interface CatalogueProblem {
  /** 1-based line where the row starts; absent when the problem is the file itself. */
  line?: number;
  message: string;
}

export type CatalogueReading =
  | { ok: true; programmes: FoundationProgrammeEntry[] }
  | { ok: false; problems: CatalogueProblem[] };

export type CatalogueFormat = 'csv' | 'json';

/** A catalogue row before validation, with the line it starts on. */
interface RawRow {
  line: number | undefined;
  value: unknown;
}

/** CSV columns an operator must give; `matchPercentage`, `provider` and the structured fields may be left out. */
const CSV_REQUIRED = [
  'slug',
  'universityName',
  'programName',
  'subject',
  'region',
  'tuitionFees',
  'applicationDeadline',
  'startDates',
  'requirements',
  'rank',
  'imageUrl',
  'pathways',
  'kind',
] as const;
/** The structured fields (read from the text when left out or empty); bands are numbers, months separated by `;`. */

const CSV_BANDS: readonly string[] = PROGRAMME_STRUCTURED_FIELDS.filter((name) =>
  name.startsWith('ielts'),
);
const CSV_OPTIONAL = ['matchPercentage', 'provider', ...PROGRAMME_STRUCTURED_FIELDS] as const;
const CSV_COLUMNS: readonly string[] = [...CSV_REQUIRED, ...CSV_OPTIONAL];

/** Separates a CSV cell's bachelor pathways, and its start months. */
export const CSV_PATHWAY_SEPARATOR = ';';

/**
 * Reads and validates a catalogue file, `.csv` or `.json` by its extension.
 * Every row is checked with core's catalogue entry schema; the answer lists
 * every problem with its line, or all the programmes when there is none.
 */
export async function readCatalogueFile(path: string): Promise<CatalogueReading> {
  const extension = extname(path).toLowerCase();
  if (extension !== '.csv' && extension !== '.json') {
    return { ok: false, problems: [{ message: 'The file must end in .csv or .json' }] };
  }
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ message: `Cannot read the file: ${reason}` }] };
  }
  return readCatalogueText(text, extension === '.csv' ? 'csv' : 'json');
}

/** Validates catalogue text (see `readCatalogueFile`). */
export function readCatalogueText(text: string, format: CatalogueFormat): CatalogueReading {
  const rows = format === 'csv' ? csvRows(text) : jsonRows(text);
  if (!rows.ok) return rows;
  return validateRows(rows.rows, rows.problems);
}

type Rows =
  | { ok: true; rows: RawRow[]; problems: CatalogueProblem[] }
  | { ok: false; problems: CatalogueProblem[] };

function validateRows(rows: RawRow[], fileProblems: CatalogueProblem[]): CatalogueReading {
  const problems = [...fileProblems];
  const programmes: FoundationProgrammeEntry[] = [];
  const slugLines = new Map<string, number | undefined>();
  if (rows.length === 0) problems.push({ message: 'The catalogue holds no programmes' });

  for (const { line, value } of rows) {
    const result = parseWith(foundationProgrammeEntrySchema, value);
    if (!result.ok) {
      const reasons = Object.entries(result.errors).map(
        ([field, messages]) => `${field}: ${messages.join('; ')}`,
      );
      problems.push({ line, message: reasons.join(' | ') });
      continue;
    }
    const { slug } = result.value;
    if (slugLines.has(slug)) {
      const first = slugLines.get(slug);
      const where = first === undefined ? 'another row' : `line ${first}`;
      problems.push({ line, message: `slug: '${slug}' is already used on ${where}` });
      continue;
    }
    slugLines.set(slug, line);
    programmes.push(result.value);
  }
  if (problems.length === 0) return { ok: true, programmes };
  // In file order; problems of the whole file first.
  return { ok: false, problems: problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
}

function jsonRows(text: string): Rows {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ message: `The file is not valid JSON: ${reason}` }] };
  }

  // Either the versioned catalogue (data/foundation-programmes.json) or a bare list.
  let list: unknown;
  const problems: CatalogueProblem[] = [];
  if (Array.isArray(parsed)) {
    list = parsed;
  } else if (typeof parsed === 'object' && parsed !== null && 'programmes' in parsed) {
    list = parsed.programmes;
    const whole = v.safeParse(foundationProgrammeCatalogueSchema, parsed);
    for (const issue of whole.success ? [] : whole.issues) {
      const field = issue.path?.[0]?.key;
      if (field !== 'programmes') problems.push({ line: 1, message: `${field}: ${issue.message}` });
    }
  }
  if (!Array.isArray(list)) {
    return {
      ok: false,
      problems: [{ message: 'The file must hold a list of programmes or { "programmes": [...] }' }],
    };
  }
  const lines = jsonElementLines(text);
  return { ok: true, rows: list.map((value, index) => ({ line: lines[index], value })), problems };
}

/**
 * The line each programme starts on: the elements of the top-level array, or
 * of the top-level object's "programmes" array. JSON.parse tells no positions.
 */
function jsonElementLines(text: string): number[] {
  const starts: number[] = [];
  const stack: string[] = [];
  let line = 1;
  let inString = false;
  let escaped = false;
  let stringText = '';
  let lastString = '';
  let rootKey = '';
  let listDepth = -1;
  let awaitingElement = false;

  for (const char of text) {
    if (char === '\n') line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') {
        inString = false;
        lastString = stringText;
      } else if (stack.length === 1) stringText += char;
      continue;
    }
    if (awaitingElement && stack.length === listDepth && char.trim() !== '' && char !== ']') {
      starts.push(line);
      awaitingElement = false;
    }
    switch (char) {
      case '"':
        inString = true;
        stringText = '';
        break;
      case ':':
        if (stack.length === 1) rootKey = lastString;
        break;
      case '{':
        stack.push(char);
        break;
      case '[':
        stack.push(char);
        if (
          listDepth === -1 &&
          (stack.length === 1 || (stack.length === 2 && rootKey === 'programmes'))
        ) {
          listDepth = stack.length;
          awaitingElement = true;
        }
        break;
      case ']':
      case '}':
        stack.pop();
        break;
      case ',':
        if (stack.length === listDepth) awaitingElement = true;
        break;
    }
  }
  return starts;
}

/** A csv-parse record read with `info: true`. */
export interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/**
 * A CSV's records, each with where it ended, up to record `to` when given;
 * for text that is not CSV, csv-parse's reason and the line it stopped on.
 */
export function csvRecords(
  text: string,
  to?: number,
): { records: CsvRecord[] } | { notCsv: string; line: number | undefined } {
  try {
    // With `info`, each record comes with where it ended (csv-parse's types miss that).
    const records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      ...(to !== undefined && { to }),
    }) as unknown as CsvRecord[];
    return { records };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { notCsv: error.message, line: (error as CsvError & { lines?: number }).lines };
  }
}

function csvRows(text: string): Rows {
  const read = csvRecords(text);
  if ('notCsv' in read) {
    return { ok: false, problems: [{ line: read.line, message: `Not valid CSV: ${read.notCsv}` }] };
  }
  const [header, ...body] = read.records;
  if (!header) return { ok: false, problems: [{ message: 'The file is empty' }] };
  const columns = header.record.map((name) => name.trim());
  const headerLine = startLine(header);
  const problems: CatalogueProblem[] = [];
  const unknown = columns.filter((name) => !CSV_COLUMNS.includes(name));
  const missing = CSV_REQUIRED.filter((name) => !columns.includes(name));
  if (unknown.length > 0) {
    problems.push({
      line: headerLine,
      message: `Unknown column(s) ${unknown.map((name) => `'${name}'`).join(', ')}; the columns are ${CSV_COLUMNS.join(', ')}`,
    });
  }
  if (missing.length > 0) {
    problems.push({ line: headerLine, message: `Missing column(s) ${missing.join(', ')}` });
  }
  if (problems.length > 0) return { ok: false, problems };

  const rows: RawRow[] = [];
  for (const entry of body) {
    const line = startLine(entry);
    if (entry.record.length !== columns.length) {
      problems.push({
        line,
        message: `The row has ${entry.record.length} value(s); the header has ${columns.length} columns`,
      });
      continue;
    }
    const cells = new Map(columns.map((name, index) => [name, entry.record[index] ?? '']));
    rows.push({ line, value: programmeFromCells(cells) });
  }
  return { ok: true, rows, problems };
}

/** A record's first line: its last line less the line breaks inside its quoted cells. */
export function startLine({ record, info }: CsvRecord): number {
  const breaks = record.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);
  return info.lines - breaks;
}

/** CSV cells as the entry schema reads them: numbers, a list of pathways, null for no provider. */
function programmeFromCells(cells: Map<string, string>): Record<string, unknown> {
  const row: Record<string, unknown> = Object.fromEntries(cells);
  row.tuitionFees = wholePounds(cells.get('tuitionFees') ?? '');
  const match = (cells.get('matchPercentage') ?? '').trim();
  if (match === '') delete row.matchPercentage;
  else row.matchPercentage = /^\d+$/.test(match) ? Number(match) : match;
  row.pathways = listCell(cells.get('pathways') ?? '');
  const provider = (cells.get('provider') ?? '').trim();
  row.provider = provider === '' ? null : provider;
  for (const name of PROGRAMME_STRUCTURED_FIELDS) {
    const cell = (cells.get(name) ?? '').trim();
    if (cell === '') delete row[name];
    else if (name === 'startMonths') row[name] = listCell(cell);
    else if (CSV_BANDS.includes(name))
      row[name] = /^\d+(?:\.\d+)?$/.test(cell) ? Number(cell) : cell;
    else row[name] = cell;
  }
  return row;
}

/** 'a; b' → ['a', 'b']. */
function listCell(cell: string): string[] {
  return cell
    .split(CSV_PATHWAY_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** '24950', '£24,950' → 24950; anything else is left for the schema to refuse. */
function wholePounds(cell: string): unknown {
  const trimmed = cell.trim();
  if (/^£?\d{1,3}(?:,\d{3})+$|^£?\d+$/.test(trimmed)) return Number(trimmed.replace(/[£,]/g, ''));
  return trimmed === '' ? undefined : trimmed;
}

/** The problems as an operator reads them, one a line: 'line 12: subject: …'. */
export function describeProblems(problems: readonly CatalogueProblem[]): string {
  return problems
    .map(({ line, message }) => (line === undefined ? message : `line ${line}: ${message}`))
    .join('\n');
}

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type FoundationProgrammeEntry,
  PROGRAMME_STRUCTURED_FIELDS,
  type ProgrammePage,
} from '@puente/core';
import { afterAll, describe, expect, it } from 'vitest';
import { readCatalogueFile, readCatalogueText } from '../src/modules/programme/catalogue-file';
import { upsertProgrammes } from '../src/modules/programme/catalogue-import';
import { Programme } from '../src/modules/programme/programme.entity';
import { CATALOGUE_FILE } from '../src/seeders/database-seeder';
import { ENTRY_FIELDS, seededCatalogue } from './catalogue';
import { holdTableLock, startTestApp } from './utils';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REFRESH_MS = 30_000;

let clock = 0;
const app = await startTestApp({ catalogue: { refreshMs: REFRESH_MS, now: () => clock } });
const dir = await mkdtemp(join(tmpdir(), 'puente-import-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const catalogue = await seededCatalogue();

const STRUCTURED: readonly string[] = PROGRAMME_STRUCTURED_FIELDS;
/** The older CSV's header: every text field of an entry but the optional match percentage. */
const COLUMNS = ENTRY_FIELDS.filter(
  (field) => field !== 'matchPercentage' && !STRUCTURED.includes(field),
);
/** The header with the structured fields too. */
const STRUCTURED_COLUMNS = ENTRY_FIELDS.filter((field) => field !== 'matchPercentage');

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

function csvRow(
  entry: FoundationProgrammeEntry,
  overrides: Record<string, string> = {},
  columns: readonly string[] = COLUMNS,
): string {
  const cells: Record<string, string> = {
    ...Object.fromEntries(
      STRUCTURED_COLUMNS.map((column) => [column, String(entry[column] ?? '')]),
    ),
    pathways: entry.pathways.join('; '),
    startMonths: entry.startMonths?.join('; ') ?? '',
    ...overrides,
  };
  return columns.map((column) => quote(cells[column] ?? '')).join(',');
}

const newProgramme: FoundationProgrammeEntry = {
  slug: 'puente-test-university-international-foundation-year-law',
  universityName: 'Puente Test University',
  programName: 'International Foundation Year – Law',
  subject: 'Law',
  region: 'York, England',
  tuitionFees: 21500,
  applicationDeadline: '2027-07-31',
  startDates: 'September 2027, January 2028',
  requirements: 'IELTS 5.5 (no section below 5.0), High School 75%, Math 60%, Science 60%',
  rank: '#40',
  imageUrl: '/images/universities/puente-test-university.svg',
  pathways: ['LLB Law', 'BA Law and Criminology'],
  provider: 'Study Group',
  kind: 'international',
};

const runImport = (file: string) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/scripts/import-catalogue.ts', file],
      {
        cwd: serverRoot,
        env: { ...process.env, DATABASE_URL: app.databaseUrl, INIT_CWD: dir },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: unknown }).code ?? 1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });

const programmeRows = () =>
  app.orm.em.fork().find(Programme, {}, { orderBy: { id: 'asc' }, disableIdentityMap: true });

describe('reading a CSV catalogue', () => {
  it('reads every row: numbers, pathways split on ";", an empty provider as null', () => {
    const [first, second] = catalogue as [FoundationProgrammeEntry, FoundationProgrammeEntry];
    const text = [
      COLUMNS.join(','),
      csvRow(first, { tuitionFees: '£24,950', provider: '' }),
      csvRow(second),
      '',
    ].join('\r\n');
    const reading = readCatalogueText(text, 'csv');
    expect(reading).toEqual({
      ok: true,
      programmes: [{ ...first, tuitionFees: 24950, provider: null }, second],
    });
  });

  it('reports every bad row with the line it starts on and why', () => {
    const [a, b, c, d] = catalogue as FoundationProgrammeEntry[] as [
      FoundationProgrammeEntry,
      FoundationProgrammeEntry,
      FoundationProgrammeEntry,
      FoundationProgrammeEntry,
    ];
    const text = [
      COLUMNS.join(','), // line 1
      csvRow(a, { startDates: 'September 2027\nJanuary 2028' }), // lines 2-3, valid
      csvRow(b, { subject: 'Astrology', tuitionFees: 'a lot' }), // line 4
      '', // line 5, skipped
      csvRow(c, { region: 'London', requirements: 'IELTS 6.0' }), // line 6
      csvRow(d, { slug: a.slug }), // line 7
      'just-one-cell', // line 8
    ].join('\n');
    const reading = readCatalogueText(text, 'csv');
    expect(reading).toEqual({
      ok: false,
      problems: [
        {
          line: 4,
          message:
            'subject: Subject must be one of the catalogue subjects | tuitionFees: Tuition fees must be a number of pounds',
        },
        {
          line: 6,
          message:
            "region: Region must be a place and a UK nation, e.g. 'London, England' | requirements: Requirements must state IELTS, High School %, Math % and Science %",
        },
        { line: 7, message: `slug: '${a.slug}' is already used on line 2` },
        { line: 8, message: 'The row has 1 value(s); the header has 14 columns' },
      ],
    });
  });

  it('names unknown and missing columns on the header line', () => {
    const reading = readCatalogueText('slug,universityName,fees\nx,y,1\n', 'csv');
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems).toHaveLength(2);
    expect(reading.problems[0]).toMatchObject({ line: 1 });
    expect(reading.problems[0]?.message).toContain("Unknown column(s) 'fees'");
    expect(reading.problems[1]?.message).toContain('Missing column(s) programName, subject');
  });

  it('reports broken CSV with its line', () => {
    const text = `${COLUMNS.join(',')}\n"unterminated,quote\n`;
    const reading = readCatalogueText(text, 'csv');
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.problems[0]?.message).toMatch(/^Not valid CSV/);
  });
});

describe('reading a JSON catalogue', () => {
  it('reads the versioned data file', async () => {
    const reading = await readCatalogueFile(CATALOGUE_FILE);
    expect(reading.ok && reading.programmes.length).toBe(catalogue.length);
  });

  it('reads a bare list, and reports each bad programme with the line it starts on', () => {
    const [a, b] = catalogue as [FoundationProgrammeEntry, FoundationProgrammeEntry];
    const text = JSON.stringify([a, { ...b, kind: 'online', pathways: [] }, a], null, 2);
    const lineOf = (index: number) => {
      const opening = [...text.matchAll(/^ {2}\{/gm)][index]?.index ?? -1;
      return text.slice(0, opening).split('\n').length;
    };
    expect(readCatalogueText(text, 'json')).toEqual({
      ok: false,
      problems: [
        {
          line: lineOf(1),
          message:
            "pathways: List at least one bachelor pathway | kind: Kind must be 'integrated' or 'international'",
        },
        { line: lineOf(2), message: `slug: '${a.slug}' is already used on line 2` },
      ],
    });
    expect(readCatalogueText(JSON.stringify([a]), 'json')).toMatchObject({ ok: true });
  });

  it('refuses broken JSON, an empty list and a file that is neither', async () => {
    for (const text of ['{"programmes": [', '[]', '{"version": "1"}', '"x"']) {
      expect(readCatalogueText(text, 'json').ok, text).toBe(false);
    }
    const wrongType = await readCatalogueFile(join(dir, 'catalogue.xlsx'));
    expect(wrongType).toEqual({
      ok: false,
      problems: [{ message: 'The file must end in .csv or .json' }],
    });
  });
});

describe('pnpm import-catalogue', () => {
  it('imports a valid CSV: new slugs are added, known ones updated in place', async () => {
    const existing = catalogue[0] as FoundationProgrammeEntry;
    const before = await app.orm.em.fork().findOneOrFail(Programme, { slug: existing.slug });
    const file = join(dir, 'valid.csv');
    await writeFile(
      file,
      [COLUMNS.join(','), csvRow(existing, { tuitionFees: '26000' }), csvRow(newProgramme)].join(
        '\n',
      ),
    );

    const { code, stdout } = await runImport('valid.csv');
    expect(code).toBe(0);
    expect(stdout).toContain('Imported 2 programme(s)');
    expect(stdout).toContain('1 new, 1 updated');

    const updated = await app.orm.em.fork().findOneOrFail(Programme, { slug: existing.slug });
    expect(updated.id).toBe(before.id);
    expect(updated.tuitionFees).toBe(26000);
    const added = await app.orm.em.fork().findOneOrFail(Programme, { slug: newProgramme.slug });
    expect(added.pathways).toEqual(newProgramme.pathways);
    expect(added.provider).toBe('Study Group');
    expect(await app.orm.em.fork().count(Programme)).toBe(catalogue.length + 1);
  });

  it('imports nothing from a file with a bad row, prints each with its line, and exits 1', async () => {
    const before = await programmeRows();
    const file = join(dir, 'invalid.csv');
    const renamed = { ...newProgramme, slug: 'another-new-programme' };
    await writeFile(
      file,
      [
        COLUMNS.join(','),
        csvRow(renamed), // valid, but must not be imported alone
        csvRow(catalogue[1] as FoundationProgrammeEntry, { tuitionFees: '999999' }),
        csvRow(catalogue[2] as FoundationProgrammeEntry, { applicationDeadline: '2027-02-30' }),
      ].join('\n'),
    );

    const { code, stderr } = await runImport(file);
    expect(code).toBe(1);
    expect(stderr).toContain('line 3: tuitionFees: Tuition fees must be at most £60,000 a year');
    expect(stderr).toContain(
      'line 4: applicationDeadline: Application deadline must be a real date',
    );
    expect(stderr).toContain('2 problem(s); nothing was imported.');
    expect(await programmeRows()).toEqual(before);
  });

  it('answers usage and exits 1 without a file', async () => {
    const { code, stderr } = await runImport('');
    expect(code).toBe(1);
    expect(stderr).toContain('usage: pnpm --filter @puente/server import-catalogue');
  });
});

describe('the structured fields', () => {
  const served = async (slug: string) => {
    app.catalogue.invalidate();
    const { id } = await app.orm.em.fork().findOneOrFail(Programme, { slug });
    const { status, body } = await app.client().get(`/api/foundation-programs/${id}`);
    expect(status).toBe(200);
    return body as Record<string, unknown>;
  };

  it('reads them from the text of a catalogue in the older format', async () => {
    const slug = 'older-format-programme';
    const file = join(dir, 'older.csv');
    await writeFile(file, [COLUMNS.join(','), csvRow({ ...newProgramme, slug })].join('\n'));
    expect((await runImport(file)).code).toBe(0);
    expect(await served(slug)).toMatchObject({
      startDates: 'September 2027, January 2028',
      startMonths: ['2027-09', '2028-01'],
      nation: 'England',
      ieltsOverall: 5.5,
      ieltsReading: 5,
      ieltsWriting: 5,
      ieltsSpeaking: 5,
      ieltsListening: 5,
    });
  });

  it('imports them from a CSV and a JSON file that give them, and the API answers them', async () => {
    const slug = 'structured-csv-programme';
    const file = join(dir, 'structured.csv');
    const cells = {
      startMonths: '2027-09; 2028-01',
      nation: 'England',
      ieltsOverall: '5.5',
      ieltsReading: '',
      ieltsWriting: '6.0',
      ieltsSpeaking: '',
      ieltsListening: '',
    };
    await writeFile(
      file,
      [
        STRUCTURED_COLUMNS.join(','),
        csvRow({ ...newProgramme, slug }, cells, STRUCTURED_COLUMNS),
      ].join('\n'),
    );
    expect((await runImport(file)).code).toBe(0);
    expect(await served(slug)).toMatchObject({
      startMonths: ['2027-09', '2028-01'],
      nation: 'England',
      ieltsOverall: 5.5,
      ieltsReading: null,
      ieltsWriting: 6,
      ieltsSpeaking: null,
      ieltsListening: null,
    });

    const jsonSlug = 'structured-json-programme';
    const jsonFile = join(dir, 'structured.json');
    const entry = {
      ...newProgramme,
      slug: jsonSlug,
      startDates: 'Autumn and spring',
      startMonths: ['2027-10', '2028-02'],
      ieltsOverall: 5.5,
      ieltsReading: 5.5,
      ieltsWriting: 5.5,
      ieltsSpeaking: 5.5,
      ieltsListening: 6.5,
    };
    await writeFile(
      jsonFile,
      JSON.stringify({ version: '2027.9', intake: '2027', programmes: [entry] }),
    );
    expect((await runImport(jsonFile)).code).toBe(0);
    expect(await served(jsonSlug)).toMatchObject({
      startMonths: ['2027-10', '2028-02'],
      nation: 'England',
      ieltsListening: 6.5,
    });
  });

  it('refuses bad values with each field and why, and imports nothing', async () => {
    const before = await programmeRows();
    const file = join(dir, 'bad-structured.csv');
    const row = (slug: string, cells: Record<string, string>) =>
      csvRow({ ...newProgramme, slug }, cells, STRUCTURED_COLUMNS);
    await writeFile(
      file,
      [
        STRUCTURED_COLUMNS.join(','),
        row('bad-months', { startMonths: '2027-13; September' }),
        row('bad-nation', { nation: 'Wales' }),
        row('bad-bands', { ieltsOverall: '6.5', ieltsWriting: 'six', ieltsReading: '5.2' }),
        row('band-too-high', { ieltsSpeaking: '9.5' }),
      ].join('\n'),
    );
    const { code, stderr } = await runImport(file);
    expect(code).toBe(1);
    expect(stderr).toContain('line 2: startMonths: Start months must be months like 2027-09');
    expect(stderr).toContain('line 3: nation: Nation must be the nation the region names last');
    expect(stderr).toContain('ieltsWriting: IELTS writing must be a number');
    expect(stderr).toContain('ieltsReading: IELTS reading must be a whole or half band, e.g. 5.5');
    expect(stderr).toContain('line 5: ieltsSpeaking: IELTS speaking must be at most 9');
    expect(
      readCatalogueText(JSON.stringify([{ ...newProgramme, ieltsOverall: 6.5 }]), 'json'),
    ).toEqual({
      ok: false,
      problems: [
        { line: 1, message: 'ieltsOverall: IELTS overall must be the band the requirements state' },
      ],
    });
    expect(await programmeRows()).toEqual(before);
  });
});

describe('the served catalogue after an import', () => {
  const list = async (): Promise<ProgrammePage> =>
    (await app.client().get('/api/foundation-programs?subject=Law')).body;

  it('shows the import once the refresh period has passed, or at once when invalidated', async () => {
    const before = await list();

    const slug = 'refresh-test-programme';
    await upsertProgrammes(app.orm.em, [{ ...newProgramme, slug }]);
    expect((await list()).total).toBe(before.total);

    clock += REFRESH_MS;
    // The read that finds the catalogue due starts its refresh; the reads after it show the import.
    await expect.poll(async () => (await list()).total).toBe(before.total + 1);
    expect((await list()).items.some((programme) => programme.slug === slug)).toBe(true);

    await upsertProgrammes(app.orm.em, [{ ...newProgramme, slug: `${slug}-2` }]);
    app.catalogue.invalidate();
    expect((await list()).total).toBe(before.total + 2);
  });

  it('answers from the catalogue it has while a refresh waits on the database', async () => {
    const before = await list();
    const holder = await holdTableLock(app, 'foundation_year_info');
    let lockHeld = true;
    try {
      clock += REFRESH_MS;
      // The lock must go before PostgreSQL's lock timeout (2 s) fails the refresh.
      const guard = new Promise<'still waiting'>((resolve) =>
        setTimeout(() => resolve('still waiting'), 1500),
      );
      const read = list().then((page) => ({ page, lockHeld }));
      const first = await Promise.race([read, guard]);
      expect(first, 'the catalogue waited for its refresh').not.toBe('still waiting');
      if (first !== 'still waiting') {
        expect(first.page.total).toBe(before.total);
        expect(first.lockHeld).toBe(true);
      }
    } finally {
      lockHeld = false;
      await holder.release();
    }
  });
});

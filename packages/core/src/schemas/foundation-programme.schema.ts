import * as v from 'valibot';
import { boundedArray } from './bounded-array';
import { PROGRAMME_SUBJECTS } from './programme-subjects';
import { parseRequirements } from './requirements';
import { withoutControlCharacters } from './text-characters';

/** Companies that run international foundation programmes with UK universities. */
export const PATHWAY_PROVIDERS = [
  'INTO',
  'Study Group',
  'Kaplan',
  'ONCAMPUS',
  'Navitas',
  'Oxford International',
] as const;
export type PathwayProvider = (typeof PATHWAY_PROVIDERS)[number];

/**
 * 'integrated': a foundation year that is the first year of a four-year degree.
 * 'international': a stand-alone international foundation programme.
 */
export const PROGRAMME_KINDS = ['integrated', 'international'] as const;
export type ProgrammeKind = (typeof PROGRAMME_KINDS)[number];

/** The UK nations a region names last; a catalogue's `nation`. */
export const UK_NATION_NAMES = ['England', 'Scotland', 'Wales', 'Northern Ireland'] as const;
export type UkNation = (typeof UK_NATION_NAMES)[number];

/** The IELTS skills a catalogue may set a minimum for, as its fields name them. */
export const IELTS_SKILL_FIELDS = [
  'ieltsReading',
  'ieltsWriting',
  'ieltsSpeaking',
  'ieltsListening',
] as const;

/** A programme's structured fields, beside its text (core's `programmeStructure` fills them). */
export const PROGRAMME_STRUCTURED_FIELDS = [
  'startMonths',
  'nation',
  'ieltsOverall',
  ...IELTS_SKILL_FIELDS,
] as const;

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

const text = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
    // A catalogue cell may run over lines (start dates in a CSV, say).
    withoutControlCharacters(`${field} must not contain control characters`, { textArea: true }),
  );

// Bounds far above the catalogue's size, so a broken file fails fast instead of slowly.
const MAX_PATHWAYS = 50;
const MAX_PROGRAMMES = 10_000;

const matchPercentageSchema = v.pipe(
  v.number('Match percentage must be a number'),
  v.integer('Match percentage must be a whole number'),
  v.minValue(0, 'Match percentage must be at least 0'),
  v.maxValue(100, 'Match percentage must be at most 100'),
);

const MAX_START_MONTHS = 12;

/** An IELTS band: 0 to 9 in half bands. */
const band = (field: string) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.minValue(0, `${field} must be at least 0`),
    v.maxValue(9, `${field} must be at most 9`),
    v.check(
      (value) => Number.isInteger(value * 2),
      `${field} must be a whole or half band, e.g. 5.5`,
    ),
  );

const startMonthsSchema = (min: number) =>
  boundedArray(
    v.pipe(
      v.string('Start months must be months like 2027-09'),
      v.regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'Start months must be months like 2027-09'),
    ),
    { min, max: MAX_START_MONTHS },
    {
      notAList: 'Start months must be a list',
      tooFew: 'List at least one start month',
      tooMany: `List at most ${MAX_START_MONTHS} start months`,
    },
  );
const nationSchema = v.picklist(
  UK_NATION_NAMES,
  "Nation must be 'England', 'Scotland', 'Wales' or 'Northern Ireland'",
);
const skillBands = {
  ieltsReading: band('IELTS reading'),
  ieltsWriting: band('IELTS writing'),
  ieltsSpeaking: band('IELTS speaking'),
  ieltsListening: band('IELTS listening'),
};

/**
 * The structured fields a catalogue may give beside its text (the format before
 * them left them out): an import fills what is missing from the text
 * (core's `programmeStructure`).
 */
const structuredEntries = {
  startMonths: v.optional(startMonthsSchema(1)),
  nation: v.optional(nationSchema),
  ieltsOverall: v.optional(band('IELTS overall')),
  ieltsReading: v.optional(v.nullable(skillBands.ieltsReading)),
  ieltsWriting: v.optional(v.nullable(skillBands.ieltsWriting)),
  ieltsSpeaking: v.optional(v.nullable(skillBands.ieltsSpeaking)),
  ieltsListening: v.optional(v.nullable(skillBands.ieltsListening)),
};

/** The nation a region names last ('Edinburgh, Scotland' → 'Scotland'). */
export function regionNation(region: string): string {
  return region.slice(region.lastIndexOf(',') + 1).trim();
}

/** One programme as the versioned catalogue file holds it (no database id). */
const entryEntries = {
  slug: v.pipe(
    v.string('Slug must be text'),
    v.maxLength(120, 'Slug must be at most 120 characters'),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug must be lower-case words joined by hyphens'),
  ),
  universityName: text('University name', 200),
  programName: text('Programme name', 200),
  subject: v.picklist(PROGRAMME_SUBJECTS, 'Subject must be one of the catalogue subjects'),
  region: v.pipe(
    v.string('Region must be text'),
    v.maxLength(200, 'Region must be at most 200 characters'),
    v.regex(
      /^[^,]+, (?:England|Scotland|Wales|Northern Ireland)$/,
      "Region must be a place and a UK nation, e.g. 'London, England'",
    ),
  ),
  tuitionFees: v.pipe(
    v.number('Tuition fees must be a number of pounds'),
    v.integer('Tuition fees must be whole pounds'),
    v.minValue(1000, 'Tuition fees must be at least £1,000 a year'),
    v.maxValue(60000, 'Tuition fees must be at most £60,000 a year'),
  ),
  applicationDeadline: v.pipe(
    v.string('Application deadline must be a date'),
    v.maxLength(10, 'Application deadline must be a date like 2027-06-30'),
    v.isoDate('Application deadline must be a date like 2027-06-30'),
    v.check(isRealDate, 'Application deadline must be a real date'),
  ),
  startDates: text('Start dates', 200),
  requirements: v.pipe(
    text('Requirements', 500),
    v.check((value) => {
      const parsed = parseRequirements(value);
      return Object.values(parsed).every((threshold) => threshold !== null);
    }, 'Requirements must state IELTS, High School %, Math % and Science %'),
  ),
  rank: text('Rank', 40),
  matchPercentage: v.optional(matchPercentageSchema),
  imageUrl: v.pipe(
    v.string('Image must be a path'),
    v.maxLength(300, 'Image must be a path of at most 300 characters'),
    // Same-origin only: a hot-linked image breaks or tracks; bundled ones do neither.
    v.regex(
      /^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:svg|png|jpg|webp)$/,
      "Image must be a bundled path like '/images/universities/kings-college-london.svg'",
    ),
  ),
  pathways: boundedArray(
    text('Pathway', 200),
    { min: 1, max: MAX_PATHWAYS },
    {
      notAList: 'Pathways must be a list',
      tooFew: 'List at least one bachelor pathway',
      tooMany: `List at most ${MAX_PATHWAYS} bachelor pathways`,
    },
  ),
  provider: v.nullable(
    v.picklist(PATHWAY_PROVIDERS, 'Provider must be one of the pathway providers or null'),
  ),
  kind: v.picklist(PROGRAMME_KINDS, "Kind must be 'integrated' or 'international'"),
  ...structuredEntries,
};

/** One programme as the versioned catalogue file holds it (no database id); structured fields agree with the text. */
export const foundationProgrammeEntrySchema = v.pipe(
  v.object(entryEntries),
  v.forward(
    v.check(
      ({ nation, region }) => nation === undefined || regionNation(region) === nation,
      'Nation must be the nation the region names last',
    ),
    ['nation'],
  ),
  v.forward(
    v.check(
      ({ ieltsOverall, requirements }) =>
        ieltsOverall === undefined || parseRequirements(requirements).ielts === ieltsOverall,
      'IELTS overall must be the band the requirements state',
    ),
    ['ieltsOverall'],
  ),
);
export type FoundationProgrammeEntry = v.InferOutput<typeof foundationProgrammeEntrySchema>;

/**
 * A programme as GET /api/foundation-programs answers it (SPEC §3 FoundationProgram):
 * the catalogue entry with its id, and `matchPercentage` null unless the
 * catalogue stores one (clients then show DEFAULT_MATCH_PERCENTAGE or their own match).
 */
export const foundationProgrammeSchema = v.object({
  id: v.pipe(v.number('Id must be a number'), v.integer('Id must be a whole number')),
  ...entryEntries,
  matchPercentage: v.nullable(matchPercentageSchema),
  // Always answered: from the catalogue's fields or read from its text. No month when the text names none.
  startMonths: startMonthsSchema(0),
  nation: nationSchema,
  ieltsOverall: band('IELTS overall'),
  ieltsReading: v.nullable(skillBands.ieltsReading),
  ieltsWriting: v.nullable(skillBands.ieltsWriting),
  ieltsSpeaking: v.nullable(skillBands.ieltsSpeaking),
  ieltsListening: v.nullable(skillBands.ieltsListening),
});
export type FoundationProgramme = v.InferOutput<typeof foundationProgrammeSchema>;

/** The versioned catalogue file the seeder loads. */
export const foundationProgrammeCatalogueSchema = v.pipe(
  v.object({
    version: text('Version', 40),
    intake: text('Intake', 40),
    programmes: boundedArray(
      foundationProgrammeEntrySchema,
      { min: 1, max: MAX_PROGRAMMES },
      {
        notAList: 'Programmes must be a list',
        tooFew: 'The catalogue must hold at least one programme',
        tooMany: `The catalogue must hold at most ${MAX_PROGRAMMES.toLocaleString('en-GB')} programmes`,
      },
    ),
  }),
  v.forward(
    v.check(
      ({ programmes }) => new Set(programmes.map(({ slug }) => slug)).size === programmes.length,
      'Every programme slug must be unique',
    ),
    ['programmes'],
  ),
);
export type FoundationProgrammeCatalogue = v.InferOutput<typeof foundationProgrammeCatalogueSchema>;

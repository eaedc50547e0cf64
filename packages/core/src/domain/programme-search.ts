/** The subject dropdown's 'any subject' choice (SPEC §2). */
export const ALL_SUBJECTS = /*i18n*/ 'All Subjects';

/** What search reads of a programme; the API's programmes and the catalogue's entries both fit. */
export type SearchableProgramme = {
  programName: string;
  universityName: string;
  region: string;
  subject: string;
};

export type ProgrammeSearch = {
  /** Free text, matched case-insensitively inside programme, university or region. */
  query?: string;
  /** Exact subject; 'All Subjects', '' or absent means any. */
  subject?: string;
  /** Exact region or its UK nation ('Scotland'), case-insensitive; absent or '' means any. */
  region?: string;
  /**
   * Universities whose programmes are hidden. SPEC §5 hides one unnamed
   * university; which one is configuration, so the list is empty by default.
   */
  excludedUniversities?: readonly string[];
};

type Folded = { haystack: string; region: string; university: string };
type FoldedList = { sources: SearchableProgramme[]; folded: Folded[] };

// Fields are joined with a character no typed query holds, so a match never spans two fields.
const FIELD_SEPARATOR = '\u0000';

// A phone keyboard types ’ where the catalogue has ' (King's College London).
const CURLY_QUOTES = /[\u2018\u2019]/g;

function lowerCased(value: string): string {
  const lower = value.toLowerCase();
  return lower.includes('\u2019') || lower.includes('\u2018')
    ? lower.replace(CURLY_QUOTES, "'")
    : lower;
}

const folded = (value: string) => lowerCased(value.trim());

function foldProgramme(programme: SearchableProgramme): Folded {
  const region = lowerCased(programme.region);
  const university = lowerCased(programme.universityName);
  return {
    haystack: `${lowerCased(programme.programName)}${FIELD_SEPARATOR}${university}${FIELD_SEPARATOR}${region}`,
    region: region.trim(),
    university: university.trim(),
  };
}

// Each list is lower-cased once and reused while it holds the same programme objects, so
// typing in the search box re-reads no text; a replaced or added programme is folded again.
// Programmes are treated as immutable, as the API answers them.
const foldedLists = new WeakMap<readonly SearchableProgramme[], FoldedList>();

function foldedListOf(programmes: readonly SearchableProgramme[]): Folded[] {
  let list = foldedLists.get(programmes);
  if (list === undefined) {
    list = { sources: [], folded: [] };
    foldedLists.set(programmes, list);
  }
  const { sources, folded: foldedProgrammes } = list;
  sources.length = Math.min(sources.length, programmes.length);
  foldedProgrammes.length = sources.length;
  for (let index = 0; index < programmes.length; index += 1) {
    const programme = programmes[index] as SearchableProgramme;
    if (sources[index] !== programme) {
      sources[index] = programme;
      foldedProgrammes[index] = foldProgramme(programme);
    }
  }
  return foldedProgrammes;
}

/**
 * Programme search of SPEC §5: a case-insensitive substring of the programme
 * name, university name or region, combined with an exact subject match, and
 * without the programmes of excluded universities. Keeps the input order.
 */
export function searchProgrammes<P extends SearchableProgramme>(
  programmes: readonly P[],
  { query = '', subject, region, excludedUniversities = [] }: ProgrammeSearch = {},
): P[] {
  const needle = folded(query).replaceAll(FIELD_SEPARATOR, '');
  const anySubject = subject === undefined || subject === '' || subject === ALL_SUBJECTS;
  const wantedRegion = region === undefined ? '' : folded(region);
  const excluded = new Set(excludedUniversities.map(folded));

  const foldedProgrammes = foldedListOf(programmes);
  return programmes.filter((programme, index) => {
    if (!anySubject && programme.subject !== subject) return false;
    const { haystack, region: programmeRegion, university } = foldedProgrammes[index] as Folded;
    return (
      (wantedRegion === '' ||
        programmeRegion === wantedRegion ||
        programmeRegion.endsWith(`, ${wantedRegion}`)) &&
      (excluded.size === 0 || !excluded.has(university)) &&
      (needle === '' || haystack.includes(needle))
    );
  });
}

/** The subjects the programmes are filed under, once each, sorted: the dropdown's options after 'All Subjects'. */
export function distinctSubjects(programmes: readonly SearchableProgramme[]): string[] {
  const subjects = new Set(programmes.map((programme) => programme.subject));
  return [...subjects].sort((a, b) => a.localeCompare(b, 'en-GB'));
}

export type Paged<T> = {
  items: T[];
  /** Items across all pages. */
  total: number;
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageSize: number;
  /** At least 1, so an empty list still has one (empty) page. */
  pageCount: number;
};

/** One page of `items`; a page past the end answers the last page. */
export function paginate<T>(
  items: readonly T[],
  { page, pageSize }: { page: number; pageSize: number },
): Paged<T> {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(pageCount, Math.max(1, Math.floor(page) || 1));
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    total: items.length,
    page: current,
    pageSize: size,
    pageCount,
  };
}

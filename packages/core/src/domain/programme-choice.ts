import type { Message } from '../i18n/message';
import type { ProgrammeSort } from '../schemas/programme-query.options';
import { type ProgrammeRequirements, parseRequirements } from '../schemas/requirements';
import { parseDeadlineDate } from './deadline';
import { type MatchableProgramme, type MatchProfile, matchBand, matchPercentage } from './match';
import {
  type Paged,
  paginate,
  type SearchableProgramme,
  searchProgrammes,
} from './programme-search';
import { startTerms } from './start-terms';
import { type Urgency, urgencyIn } from './urgency';

/** The UK nations a region names last ('Edinburgh, Scotland'): the region filter's broad options. */
export const UK_NATIONS = [
  /*i18n*/ 'England',
  /*i18n*/ 'Scotland',
  /*i18n*/ 'Wales',
  /*i18n*/ 'Northern Ireland',
] as const;

/** UK places with a name of their own in Spanish ('Londres'); the others are said as the catalogue writes them. */
const PLACES_WITH_NAMES: readonly string[] = [/*i18n*/ 'London', /*i18n*/ 'Edinburgh'];

/**
 * A catalogue region ('London, England') or nation ('England') in the
 * reader's language ('Londres, Inglaterra'), written by `translate` (a
 * component's `i18n._`); the value filtered by stays the catalogue's.
 */
export function regionName(region: string, translate: (id: string) => string): string {
  const at = region.lastIndexOf(',');
  const nation = translate(region.slice(at + 1).trim());
  if (at < 0) return nation;
  const place = region.slice(0, at).trim();
  return `${PLACES_WITH_NAMES.includes(place) ? translate(place) : place}, ${nation}`;
}

/** What choosing reads of a programme; the API's programmes fit. */
export type ChoosableProgramme = MatchableProgramme & {
  region: string;
  tuitionFees: number;
  applicationDeadline: string;
  startDates: string;
  rank: string;
};

/** The filters and order students decide by, beside the text search and subject. */
export type ProgrammeChoice = {
  sort?: ProgrammeSort | undefined;
  /** Highest tuition fees a year, in GBP. */
  maxFees?: number | undefined;
  /** The student's IELTS score: programmes asking for more are hidden. */
  ielts?: number | undefined;
  /** A start term as the catalogue writes it ('September 2027'), or a month alone ('January'). */
  start?: string | undefined;
  /** Only programmes whose deadline has not passed. */
  open?: boolean | undefined;
  /** Only programmes the profile matches as a Target or Safety school. */
  meetsGrades?: boolean | undefined;
};

export type ChooseOptions = {
  /** The clock: a deadline before today's UTC day has passed. */
  now: Date;
  /** The student's profile for the match sort and 'meets my grades'; null for the default match. */
  profile?: MatchProfile | null | undefined;
};

type Facts = {
  required: ProgrammeRequirements;
  ielts: number | null;
  /** Milliseconds of the deadline day's 00:00 UTC; null when it is not a date. */
  deadline: number | null;
  /** Start terms, lower-case ('september 2027'), and their months ('september'). */
  starts: string[];
  startMonths: string[];
  rank: number;
};

// Facts are read once per programme object, so a search over thousands re-reads no text.
const factsCache = new WeakMap<ChoosableProgramme, Facts>();

function factsOf(programme: ChoosableProgramme): Facts {
  let facts = factsCache.get(programme);
  if (facts === undefined) {
    const rank = /\d+/.exec(programme.rank)?.[0];
    const required = parseRequirements(programme.requirements);
    const starts = startTerms(programme.startDates).map((term) => term.toLowerCase());
    facts = {
      required,
      ielts: required.ielts,
      deadline: parseDeadlineDate(programme.applicationDeadline)?.getTime() ?? null,
      starts,
      startMonths: starts.map((term) => term.split(' ')[0] ?? term),
      rank: rank === undefined ? Number.POSITIVE_INFINITY : Number(rank),
    };
    factsCache.set(programme, facts);
  }
  return facts;
}

/** The IELTS band a programme's requirements ask for; null when they state none. */
export function ieltsRequired(programme: Pick<ChoosableProgramme, 'requirements'>): number | null {
  return parseRequirements(programme.requirements).ielts;
}

function startOfUtcDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** Whether a deadline day is over by `now` (the whole day counts, in UTC); false when it is not a date. */
export function deadlinePassed(deadline: string | null | undefined, now: Date): boolean {
  const day = parseDeadlineDate(deadline);
  return day !== null && day.getTime() < startOfUtcDay(now);
}

/** Whether a region ('Edinburgh, Scotland') is the wanted region or lies in the wanted nation. */
export function inRegion(region: string, wanted: string): boolean {
  const want = wanted.trim().toLowerCase();
  if (want === '') return true;
  const own = region.trim().toLowerCase();
  return own === want || own.slice(own.lastIndexOf(',') + 1).trim() === want;
}

/** `wanted` is lower-case and trimmed. */
function startsIn(facts: Facts, wanted: string): boolean {
  return facts.starts.includes(wanted) || facts.startMonths.includes(wanted);
}

// The match percentages of the last profile seen, per programme: a student paging and
// narrowing their list is matched once, however many requests it takes.
let lastMatches: { profile: string; percentages: WeakMap<ChoosableProgramme, number> } | null =
  null;

function percentagesFor(profile: MatchProfile): WeakMap<ChoosableProgramme, number> {
  const key = JSON.stringify(profile);
  if (lastMatches?.profile !== key) lastMatches = { profile: key, percentages: new WeakMap() };
  return lastMatches.percentages;
}

const MEETS_GRADES_BANDS = new Set(['target', 'safety']);

/**
 * The programmes a student can choose among, in the order they asked for:
 * `maxFees`, `ielts` (a programme stating no IELTS stays), `start`, `open`
 * (deadline not passed) and `meetsGrades` (Target or Safety for the profile)
 * filter; `sort` orders by best match, deadline, fees or rank. A passed
 * deadline always sinks below the open ones; ties keep the input order, so
 * the match sort without a profile is catalogue order. Does not change `programmes`.
 */
export function chooseProgrammes<P extends ChoosableProgramme>(
  programmes: readonly P[],
  choice: ProgrammeChoice,
  { now, profile = null }: ChooseOptions,
): P[] {
  const { sort, maxFees, ielts, start = '', open = false, meetsGrades = false } = choice;
  const today = startOfUtcDay(now);
  const wantsMatch = profile !== null && (meetsGrades || sort === 'match');

  const wantedStart = start.trim().toLowerCase();
  const percentages = wantsMatch ? percentagesFor(profile) : null;
  const matchOf = (programme: P, facts: Facts): number => {
    if (profile === null || percentages === null) return 0;
    let percentage = percentages.get(programme);
    if (percentage === undefined) {
      percentage = matchPercentage(profile, facts.required, programme.subject);
      percentages.set(programme, percentage);
    }
    return percentage;
  };

  const chosen: { programme: P; sunk: number; key: number }[] = [];
  for (const programme of programmes) {
    const facts = factsOf(programme);
    if (maxFees !== undefined && programme.tuitionFees > maxFees) continue;
    if (ielts !== undefined && facts.ielts !== null && facts.ielts > ielts) continue;
    if (wantedStart !== '' && !startsIn(facts, wantedStart)) continue;
    const passed = facts.deadline !== null && facts.deadline < today;
    if (open && passed) continue;
    const match = matchOf(programme, facts);
    if (meetsGrades && wantsMatch && !MEETS_GRADES_BANDS.has(matchBand(match).key)) continue;
    let key = 0;
    if (sort === 'match') key = -match;
    else if (sort === 'deadline') key = facts.deadline ?? Number.POSITIVE_INFINITY;
    else if (sort === 'fees') key = programme.tuitionFees;
    else if (sort === 'rank') key = facts.rank;
    chosen.push({ programme, sunk: passed ? 1 : 0, key });
  }
  // Array#sort is stable: ties stay in catalogue order.
  if (sort !== undefined) chosen.sort((a, b) => a.sunk - b.sunk || compareKeys(a.key, b.key));
  return chosen.map(({ programme }) => programme);
}

function compareKeys(a: number, b: number): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** The regions of the catalogue for the region filter: the nations present, then each place, with counts. */
export function regionOptions(
  programmes: readonly Pick<ChoosableProgramme, 'region'>[],
): { region: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { region } of programmes) counts.set(region, (counts.get(region) ?? 0) + 1);
  const nations = UK_NATIONS.map((nation) => ({
    region: nation,
    count: programmes.filter(({ region }) => inRegion(region, nation)).length,
  })).filter(({ count }) => count > 0);
  const places = [...counts]
    .map(([region, count]) => ({ region, count }))
    .sort((a, b) => a.region.localeCompare(b.region, 'en-GB'));
  return [...nations, ...places];
}

/** The start terms of the catalogue, soonest first, with how many programmes start in each. */
export function startOptions(
  programmes: readonly Pick<ChoosableProgramme, 'startDates'>[],
): { start: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { startDates } of programmes)
    for (const term of new Set(startTerms(startDates)))
      counts.set(term, (counts.get(term) ?? 0) + 1);
  const time = (term: string) =>
    parseDeadlineDate(`1 ${term}`)?.getTime() ?? Number.POSITIVE_INFINITY;
  return [...counts]
    .map(([start, count]) => ({ start, count }))
    .sort((a, b) => time(a.start) - time(b.start) || a.start.localeCompare(b.start, 'en-GB'));
}

const WEEK_DAYS = 7;

/**
 * How long is left before a deadline: 'Closes today', 'Closes tomorrow',
 * 'Closes in 5 days', 'Closes in 3 weeks', 'Closes in 4 months', 'Deadline passed';
 * null when the deadline is not a date.
 */
export function closesInMessage(deadline: string | null | undefined, now: Date): Message | null {
  const day = parseDeadlineDate(deadline);
  if (day === null) return null;
  const days = Math.round((day.getTime() - startOfUtcDay(now)) / 86_400_000);
  if (days < 0) return { id: DEADLINE_PASSED };
  if (days === 0) return { id: /*i18n*/ 'Closes today' };
  if (days === 1) return { id: /*i18n*/ 'Closes tomorrow' };
  if (days < 14) {
    return {
      id: /*i18n*/ 'Closes in {days, plural, one {# day} other {# days}}',
      values: { days },
    };
  }
  if (days < 63) {
    return {
      id: /*i18n*/ 'Closes in {weeks, plural, one {# week} other {# weeks}}',
      values: { weeks: Math.floor(days / WEEK_DAYS) },
    };
  }
  return {
    id: /*i18n*/ 'Closes in {months, plural, one {# month} other {# months}}',
    values: { months: Math.floor(days / 30.44) },
  };
}

export const DEADLINE_PASSED = /*i18n*/ 'Deadline passed';

/** How pressing a deadline is (`urgencyIn`, calendar days in UTC); null when it is not a date. */
export function deadlineUrgency(deadline: string | null | undefined, now: Date): Urgency | null {
  const day = parseDeadlineDate(deadline);
  return day === null
    ? null
    : urgencyIn(Math.round((day.getTime() - startOfUtcDay(now)) / 86_400_000));
}

/** A list request as GET /api/foundation-programs reads it (core's programme query schema). */
export type ProgrammeListRequest = ProgrammeChoice & {
  q?: string | undefined;
  subject?: string | undefined;
  region?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
};

/**
 * One answer of the programme list: SPEC §5's search, then the choice, then
 * one page of `pageSize` (default `defaultPageSize`); without `page` and
 * `pageSize` the whole list, as SPEC §7's plain read expects.
 */
export function findProgrammes<P extends ChoosableProgramme & SearchableProgramme>(
  programmes: readonly P[],
  request: ProgrammeListRequest,
  options: ChooseOptions & { defaultPageSize: number },
): Paged<P> {
  const found = chooseProgrammes(
    searchProgrammes(programmes, {
      query: request.q,
      subject: request.subject,
      region: request.region,
    }),
    request,
    options,
  );
  if (request.page === undefined && request.pageSize === undefined) {
    return { items: found, total: found.length, page: 1, pageSize: found.length, pageCount: 1 };
  }
  return paginate(found, {
    page: request.page ?? 1,
    pageSize: request.pageSize ?? options.defaultPageSize,
  });
}

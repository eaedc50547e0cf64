import {
  ALL_SUBJECTS,
  DEFAULT_PROGRAMME_SORT,
  isProgrammeSort,
  PROGRAMME_CHOICE_BOUNDS,
  type ProgrammeSort,
} from '@puente/core';

/** What the finder searches for: the text, subject and the choice of issue 17. */
export type FinderSearch = {
  q: string;
  subject: string;
  /** A place ('Edinburgh, Scotland') or a UK nation; '' for anywhere. */
  region: string;
  sort: ProgrammeSort;
  /** Highest tuition fees a year, GBP. */
  maxFees: number | undefined;
  /** The student's IELTS band. */
  ielts: number | undefined;
  /** A start term ('September 2027'); '' for any. */
  start: string;
  /** Only programmes whose deadline has not passed (on by default). */
  open: boolean;
  /** Only Target and Safety schools for the profile. */
  meetsGrades: boolean;
};

/** The finder before anyone chose anything. */
export const DEFAULT_FINDER_SEARCH: FinderSearch = {
  q: '',
  subject: ALL_SUBJECTS,
  region: '',
  sort: DEFAULT_PROGRAMME_SORT,
  maxFees: undefined,
  ielts: undefined,
  start: '',
  open: true,
  meetsGrades: false,
};

const text = (raw: string | undefined) => raw?.trim() ?? '';

function wholeNumber(raw: string | undefined, max: number): number | undefined {
  const value = text(raw);
  return PROGRAMME_CHOICE_BOUNDS.wholeNumber.test(value) && Number(value) <= max
    ? Number(value)
    : undefined;
}

function band(raw: string | undefined): number | undefined {
  const value = text(raw);
  return PROGRAMME_CHOICE_BOUNDS.ieltsBand.test(value) &&
    Number(value) <= PROGRAMME_CHOICE_BOUNDS.ieltsMax
    ? Number(value)
    : undefined;
}

function flag(raw: string | undefined, otherwise: boolean): boolean {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return otherwise;
}

/**
 * The search a link or the element's attributes hold, over the defaults, by
 * the bounds core's query schema holds the server to; a value outside them (a
 * hand-edited link) is dropped alone. Without the schema's code, so the
 * finder's first render stays light.
 */
export function finderSearchFrom(values: Record<string, string | undefined>): FinderSearch {
  const defaults = DEFAULT_FINDER_SEARCH;
  const sort = text(values.sort);
  return {
    q: text(values.q),
    subject: text(values.subject) || defaults.subject,
    region: text(values.region),
    sort: isProgrammeSort(sort) ? sort : defaults.sort,
    maxFees: wholeNumber(values.maxFees, PROGRAMME_CHOICE_BOUNDS.maxFees),
    ielts: band(values.ielts),
    start: text(values.start),
    open: flag(values.open, defaults.open),
    meetsGrades: flag(values.meetsGrades, defaults.meetsGrades),
  };
}

/** The search as URL parameters: only what differs from the defaults, so a plain link stays plain. */
export function finderSearchParams(search: FinderSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of Object.keys(DEFAULT_FINDER_SEARCH) as (keyof FinderSearch)[]) {
    const value = search[name];
    if (value === DEFAULT_FINDER_SEARCH[name] || value === undefined) continue;
    params.set(name, String(value));
  }
  return params;
}

/** One string per distinct search, to compare two. */
export const finderSearchKey = (search: FinderSearch) => finderSearchParams(search).toString();

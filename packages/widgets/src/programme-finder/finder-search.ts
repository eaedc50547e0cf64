import {
  ALL_SUBJECTS,
  DEFAULT_PROGRAMME_SORT,
  type ProgrammeSort,
  parseWith,
  programmeQuerySchema,
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

/**
 * The search a link or the element's attributes hold, over the defaults.
 * Each value is read with core's query schema on its own, so one bad value
 * (a hand-edited link) drops that value alone.
 */
export function finderSearchFrom(values: Record<string, string | undefined>): FinderSearch {
  const search: FinderSearch = { ...DEFAULT_FINDER_SEARCH };
  const read = <K extends keyof FinderSearch>(name: K) => {
    const raw = values[name];
    if (raw === undefined || raw === '') return;
    const parsed = parseWith(programmeQuerySchema, { [name]: raw });
    const value = parsed.ok ? (parsed.value as Record<string, unknown>)[name] : undefined;
    if (value !== undefined) search[name] = value as FinderSearch[K];
  };
  for (const name of Object.keys(DEFAULT_FINDER_SEARCH) as (keyof FinderSearch)[]) read(name);
  return search;
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

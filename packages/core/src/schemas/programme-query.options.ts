/** How the finder orders programmes: best match first, soonest deadline, lowest fees, best rank. */
export const PROGRAMME_SORTS = ['match', 'deadline', 'fees', 'rank'] as const;
export type ProgrammeSort = (typeof PROGRAMME_SORTS)[number];

/** The sort the finder starts with: best match (catalogue order while there is no profile). */
export const DEFAULT_PROGRAMME_SORT: ProgrammeSort = 'match';

/** Whether a text names one of the sorts. */
export const isProgrammeSort = (value: string): value is ProgrammeSort =>
  (PROGRAMME_SORTS as readonly string[]).includes(value);

/**
 * The bounds of the choice's query parameters, shared by core's query schema
 * (the server) and the finder's reading of a link or its attributes, which
 * cannot wait for the schema's code on its first render.
 */
export const PROGRAMME_CHOICE_BOUNDS = {
  /** Highest `maxFees` accepted, GBP. */
  maxFees: 1_000_000,
  /** Whole pounds, at most nine digits. */
  wholeNumber: /^\d{1,9}$/,
  /** An IELTS band: 0 to 9 in steps of 0.5. */
  ieltsBand: /^\d(?:\.[05])?$/,
  ieltsMax: 9,
} as const;

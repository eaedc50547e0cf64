import type { ExchangeRate } from '../domain/money';
import type { Paged } from '../domain/programme-search';
import type { FoundationProgramme } from '../schemas/foundation-programme.schema';

/** GET /api/foundation-programs: one page of the search, and every subject for the dropdown. */
export type ProgrammePage = Paged<FoundationProgramme> & {
  /** Distinct subjects of the whole (visible) catalogue, sorted; 'All Subjects' is the client's. */
  subjects: string[];
  /** The region filter's options: the UK nations present, then each place, with catalogue counts. */
  regions: { region: string; count: number }[];
  /** The start filter's options: each start term, soonest first, with catalogue counts. */
  starts: { start: string; count: number }[];
  /**
   * The operator's pounds-to-pesos rate and its day, so the cards draw their
   * MXN estimate with their first paint; null when none is configured.
   */
  exchangeRate: ExchangeRate | null;
};

/** GET /api/user/sessions: one browser the student is signed in on. */
export type SignedInBrowser = {
  /** Names the session in this list only (not its cookie). */
  id: string;
  /** Whether it is the browser asking. */
  current: boolean;
  /** The browser's User-Agent at sign-in, shortened; null when it sent none. */
  userAgent: string | null;
  /** When it signed in (ISO 8601); null for sessions older than the list. */
  signedInAt: string | null;
};

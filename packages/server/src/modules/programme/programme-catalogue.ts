import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  distinctSubjects,
  type ExchangeRate,
  type FoundationProgramme,
  findProgrammes,
  type MatchProfile,
  PROGRAMME_PAGE_SIZE_DEFAULT,
  type ProgrammePage,
  type ProgrammeQuery,
  regionOptions,
  searchProgrammes,
  startOptions,
} from '@puente/core';
import { Programme } from './programme.entity';
import { toFoundationProgramme } from './programme-answer';

/** How long a process trusts its loaded catalogue before reading it again. */
export const CATALOGUE_REFRESH_MS = 30_000;

// Serialised answers kept per catalogue load; past this many bytes the memo starts afresh,
// so a stream of distinct searches cannot grow the process.
const MEMO_MAX_BYTES = 8 * 1024 * 1024;

/** An answer ready to send: its JSON bytes and their ETag. */
export interface CatalogueAnswer {
  body: Buffer;
  etag: string;
}

/**
 * The programme catalogue as this process serves it. The catalogue is small
 * and read-mostly, so it is loaded once, searched in memory with core's
 * `searchProgrammes`, and each answer serialised once. An import in this
 * process calls `invalidate()`; one in another process (the import command,
 * another server) shows up within `refreshMs`.
 */
export interface ProgrammeCatalogue {
  /**
   * GET /api/foundation-programs: one page of the search and choice (everything
   * without page params); `profile` orders by match and answers 'meets my grades'.
   */
  search(
    query: ProgrammeQuery,
    options?: { profile?: MatchProfile | null },
  ): Promise<CatalogueAnswer>;
  /** One programme by id, excluded universities' included; undefined when there is none. */
  programme(id: number): Promise<CatalogueAnswer | undefined>;
  /** The ids of the programmes the list shows (excluded universities' left out), for the sitemap. */
  listedIds(): Promise<number[]>;
  /** Drops the loaded catalogue: the next read loads it again. */
  invalidate(): void;
}

export interface ProgrammeCatalogueOptions {
  /** Any EntityManager of the database; the catalogue reads through its own fork. */
  em: EntityManager;
  /** Universities whose programmes the list hides (SPEC §5); empty by default. */
  excludedUniversities?: readonly string[];
  /** The operator's pounds-to-pesos rate, sent with every page for its MXN estimates; null, none. */
  exchangeRate?: ExchangeRate | null;
  refreshMs?: number;
  /** The clock, for tests of the refresh and of passed deadlines. */
  now?: () => number;
}

interface Snapshot {
  loadedAt: number;
  /** The loaded programmes' JSON: a refresh that finds the same keeps this snapshot's memo. */
  json: string;
  visible: FoundationProgramme[];
  byId: Map<number, FoundationProgramme>;
  subjects: string[];
  regions: ProgrammePage['regions'];
  starts: ProgrammePage['starts'];
  memo: Map<string, CatalogueAnswer>;
  memoBytes: number;
}

// validQuery hands every request of a query string the same frozen query, so
// its part of the memo's key is written once (a query that may change is not kept).
const queryKeys = new WeakMap<ProgrammeQuery, string>();

function queryKey(query: ProgrammeQuery): string {
  let key = queryKeys.get(query);
  if (key === undefined) {
    key = JSON.stringify([
      query.q,
      query.subject,
      query.region,
      query.page,
      query.pageSize,
      query.sort,
      query.maxFees,
      query.ielts,
      query.start,
      query.open,
      query.meetsGrades,
    ]);
    if (Object.isFrozen(query)) queryKeys.set(query, key);
  }
  return key;
}

const DAY_MS = 24 * 60 * 60 * 1000;
let knownDay = { start: 0, end: 0, day: '' };

/** The UTC date of `at` (open deadlines are reckoned on it), as YYYY-MM-DD. */
function utcDay(at: number): string {
  if (at < knownDay.start || at >= knownDay.end) {
    const start = Math.floor(at / DAY_MS) * DAY_MS;
    knownDay = { start, end: start + DAY_MS, day: new Date(start).toISOString().slice(0, 10) };
  }
  return knownDay.day;
}

/** The in-memory catalogue of one process (see `ProgrammeCatalogue`). */
export function createProgrammeCatalogue({
  em,
  excludedUniversities = [],
  exchangeRate = null,
  refreshMs = CATALOGUE_REFRESH_MS,
  now = Date.now,
}: ProgrammeCatalogueOptions): ProgrammeCatalogue {
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  let generation = 0;

  async function load(): Promise<Snapshot> {
    const startedIn = generation;
    const loadedAt = now();
    const all = (await em.fork().find(Programme, {}, { orderBy: { id: 'asc' } })).map(
      toFoundationProgramme,
    );
    const json = JSON.stringify(all);
    if (snapshot?.json === json) {
      // Nothing changed: the answers already made stay good.
      snapshot.loadedAt = loadedAt;
      return snapshot;
    }
    const visible =
      excludedUniversities.length === 0 ? all : searchProgrammes(all, { excludedUniversities });
    const loaded: Snapshot = {
      loadedAt,
      json,
      visible,
      byId: new Map(all.map((programme) => [programme.id, programme])),
      subjects: distinctSubjects(visible),
      regions: regionOptions(visible),
      starts: startOptions(visible),
      memo: new Map(),
      memoBytes: 0,
    };
    // A load that an invalidate() overtook still answers its own callers, but is not kept.
    if (startedIn === generation) snapshot = loaded;
    return loaded;
  }

  function current(): Promise<Snapshot> {
    if (snapshot && now() - snapshot.loadedAt < refreshMs) return Promise.resolve(snapshot);
    if (!loading) {
      const started = load();
      loading = started;
      const settle = () => {
        if (loading === started) loading = undefined;
      };
      started.then(settle, settle);
    }
    // A due refresh runs behind the catalogue this process has, which is
    // served meanwhile (and while the database is away and the refresh fails):
    // no read waits for a load but the first, or the one after invalidate().
    return snapshot ? Promise.resolve(snapshot) : loading;
  }

  function memoised(loaded: Snapshot, key: string, answer: () => unknown): CatalogueAnswer {
    const known = loaded.memo.get(key);
    if (known) return known;
    const made = serialise(answer());
    if (loaded.memoBytes + made.body.length > MEMO_MAX_BYTES) {
      loaded.memo.clear();
      loaded.memoBytes = 0;
    }
    if (made.body.length <= MEMO_MAX_BYTES) {
      loaded.memo.set(key, made);
      loaded.memoBytes += made.body.length;
    }
    return made;
  }

  return {
    async search(query, { profile = null } = {}) {
      const loaded = await current();
      const at = now();
      // Only the match sort and 'meets my grades' read the profile; other answers are shared.
      const matched = query.sort === 'match' || query.meetsGrades === true;
      // Newlines part the key's pieces: JSON text has none of its own.
      const key = `${queryKey(query)}\n${utcDay(at)}\n${matched ? JSON.stringify(profile) : ''}`;
      return memoised(loaded, key, () => {
        const paged = findProgrammes(loaded.visible, query, {
          now: new Date(at),
          profile: matched ? profile : null,
          defaultPageSize: PROGRAMME_PAGE_SIZE_DEFAULT,
        });
        return {
          ...paged,
          subjects: loaded.subjects,
          regions: loaded.regions,
          starts: loaded.starts,
          exchangeRate,
        } satisfies ProgrammePage;
      });
    },
    async programme(id) {
      const loaded = await current();
      const found = loaded.byId.get(id);
      return found && memoised(loaded, `id:${id}`, () => found);
    },
    async listedIds() {
      return (await current()).visible.map(({ id }) => id);
    },
    invalidate() {
      generation += 1;
      snapshot = undefined;
      loading = undefined;
    },
  };
}

function serialise(value: unknown): CatalogueAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

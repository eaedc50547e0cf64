import { type FoundationProgramme, HAND_OFF_PICKS_MAX } from '@puente/core';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The programmes a visitor picked in `<puente-programme-finder>` on a school's
 * page, in the school origin's localStorage under the element's Puente
 * server: they outlive closing the tab, for 30 days from the last pick, and
 * are cleared once handed to Puente; nothing leaves the browser until the
 * student acts. Every finder of the origin with the same server shares them;
 * where storage is refused (a sandboxed frame) they last as long as the page.
 */

type Picks = readonly FoundationProgramme[];

/** How long picks are kept after the last change. */
export const PICKS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** What storage holds: the picks and when they are forgotten (ms since the epoch). */
interface StoredPicks {
  picks: unknown;
  expires: number;
}

const KEY_PREFIX = 'puente-picks:';
const NONE: Picks = Object.freeze([]);
const inMemory = new Map<string, string>();
const listeners = new Map<string, Set<() => void>>();
const snapshots = new Map<string, { raw: string | null; picks: Picks; expires: number }>();

function originStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  if (inMemory.has(key)) return inMemory.get(key) ?? null;
  try {
    return originStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(key: string, raw: string | null): void {
  try {
    const store = originStore();
    if (store) {
      if (raw === null) store.removeItem(key);
      else store.setItem(key, raw);
      inMemory.delete(key);
      return;
    }
  } catch {
    // Refused or full: kept for this page instead.
  }
  if (raw === null) inMemory.delete(key);
  else inMemory.set(key, raw);
}

/** What storage holds, kept only where it is a programme; a page or an old version may have written it. */
function parsePicks(raw: string | null): { picks: Picks; expires: number } {
  let stored: Partial<StoredPicks> | null = null;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    // Not ours: no picks.
  }
  const expires = typeof stored?.expires === 'number' ? stored.expires : 0;
  return { picks: programmesIn(stored?.picks), expires };
}

function programmesIn(value: unknown): Picks {
  if (!Array.isArray(value)) return NONE;
  const picks = new Map<number, FoundationProgramme>();
  for (const item of value) {
    const id = (item as { id?: unknown } | null)?.id;
    if (typeof id === 'number' && Number.isInteger(id) && id > 0 && !picks.has(id)) {
      picks.set(id, item as FoundationProgramme);
    }
  }
  return Object.freeze([...picks.values()].slice(0, HAND_OFF_PICKS_MAX));
}

/** The programmes picked with the Puente server `apiBase`, first picked first, until they expire. */
export function pickedProgrammes(apiBase: string, now = Date.now()): Picks {
  const key = KEY_PREFIX + apiBase;
  const raw = readRaw(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw && cached.expires > now) return cached.picks;
  const { picks, expires } = parsePicks(raw);
  if (expires <= now) {
    if (raw !== null) writeRaw(key, null);
    return NONE;
  }
  snapshots.set(key, { raw, picks, expires });
  return picks;
}

/** Changes the picks with `apiBase`, kept 30 days from `now`; every finder showing them follows. */
export function updatePickedProgrammes(
  apiBase: string,
  change: (picks: Picks) => Picks,
  now = Date.now(),
): Picks {
  const key = KEY_PREFIX + apiBase;
  const picks = change(pickedProgrammes(apiBase, now)).slice(0, HAND_OFF_PICKS_MAX);
  const stored: StoredPicks = { picks, expires: now + PICKS_KEPT_MS };
  writeRaw(key, picks.length > 0 ? JSON.stringify(stored) : null);
  for (const listener of listeners.get(key) ?? []) listener();
  return pickedProgrammes(apiBase, now);
}

function subscribe(apiBase: string, listener: () => void): () => void {
  const key = KEY_PREFIX + apiBase;
  const set = listeners.get(key) ?? new Set();
  listeners.set(key, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** The picks with `apiBase`, re-rendering when any finder of the page changes them. */
export function usePickedProgrammes(apiBase: string): Picks {
  const subscribeTo = useCallback(
    (listener: () => void) => subscribe(apiBase, listener),
    [apiBase],
  );
  const read = () => pickedProgrammes(apiBase);
  return useSyncExternalStore(subscribeTo, read, read);
}

/** Forgets the picks with `apiBase`: they were handed to Puente. */
export function forgetPickedProgrammes(apiBase: string): void {
  updatePickedProgrammes(apiBase, () => NONE);
}

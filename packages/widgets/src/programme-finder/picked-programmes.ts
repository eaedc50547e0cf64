import { type FoundationProgramme, HAND_OFF_PICKS_MAX } from '@puente/core';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The programmes a visitor picked in `<puente-programme-finder>` on a school's
 * page, in the tab's sessionStorage under the element's Puente server: they
 * outlive a reload of the page, and close with the tab, so a shared school
 * computer does not hand one student's picks to the next. Every finder of
 * the page with the same server shares them; where storage is refused (a
 * sandboxed frame) they last as long as the page.
 */

type Picks = readonly FoundationProgramme[];

const KEY_PREFIX = 'puente-picks:';
const NONE: Picks = Object.freeze([]);
const inMemory = new Map<string, string>();
const listeners = new Map<string, Set<() => void>>();
const snapshots = new Map<string, { raw: string | null; picks: Picks }>();

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  if (inMemory.has(key)) return inMemory.get(key) ?? null;
  try {
    return sessionStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(key: string, raw: string): void {
  try {
    const store = sessionStore();
    if (store) {
      store.setItem(key, raw);
      inMemory.delete(key);
      return;
    }
  } catch {
    // Refused or full: kept for this page instead.
  }
  inMemory.set(key, raw);
}

/** What storage holds, kept only where it is a programme; a page or an old version may have written it. */
function parsePicks(raw: string | null): Picks {
  if (!raw) return NONE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NONE;
  }
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

/** The programmes picked with the Puente server `apiBase`, first picked first. */
export function pickedProgrammes(apiBase: string): Picks {
  const key = KEY_PREFIX + apiBase;
  const raw = readRaw(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.picks;
  const picks = parsePicks(raw);
  snapshots.set(key, { raw, picks });
  return picks;
}

/** Changes the picks with `apiBase`; every finder showing them follows. */
export function updatePickedProgrammes(apiBase: string, change: (picks: Picks) => Picks): Picks {
  const key = KEY_PREFIX + apiBase;
  writeRaw(key, JSON.stringify(change(pickedProgrammes(apiBase)).slice(0, HAND_OFF_PICKS_MAX)));
  const picks = pickedProgrammes(apiBase);
  for (const listener of listeners.get(key) ?? []) listener();
  return picks;
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

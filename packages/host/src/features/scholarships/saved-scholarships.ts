import { useCallback, useMemo, useSyncExternalStore } from 'react';

/*
 * SPEC §7 has no endpoint for saved scholarships, so the browser keeps them:
 * one localStorage entry per student, so two students on one computer do not
 * share a list.
 */

const KEY_PREFIX = 'puente-saved-scholarships';
const listeners = new Set<() => void>();

/** The localStorage key of one student's saved scholarship ids. */
export function savedScholarshipsKey(userId: number): string {
  return `${KEY_PREFIX}:${userId}`;
}

function readStored(text: string | null): number[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The student's saved scholarship ids, and saving or unsaving one (true when it is now saved). */
export function useSavedScholarships(userId: number) {
  const key = savedScholarshipsKey(userId);
  const text = useSyncExternalStore(subscribe, () => readText(key));
  const saved = useMemo(() => new Set(readStored(text)), [text]);
  const toggle = useCallback(
    (id: number): boolean => {
      const current = readStored(readText(key));
      const saving = !current.includes(id);
      const next = saving ? [...current, id] : current.filter((savedId) => savedId !== id);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Private browsing without storage: the choice lasts until the page closes.
      }
      for (const listener of listeners) listener();
      return saving;
    },
    [key],
  );
  return { saved, toggle };
}

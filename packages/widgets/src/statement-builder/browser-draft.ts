import { decodeStatement, encodeStatement, type PersonalStatement } from '@puente/core';

/** Where `<puente-statement-builder>` keeps its draft unless the page names another key. */
export const DEFAULT_DRAFT_STORAGE_KEY = 'puente-statement-draft';

/** The draft kept in this browser under `key`, or null (none, or storage unavailable). */
export function readBrowserDraft(key: string): PersonalStatement | null {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? null : decodeStatement(stored);
  } catch {
    return null;
  }
}

/** Keeps the draft in this browser, stored as the server stores it (`encodeStatement`). */
export function writeBrowserDraft(key: string, statement: PersonalStatement): void {
  try {
    localStorage.setItem(key, encodeStatement(statement));
  } catch {
    throw new Error('Your browser did not let Puente keep the draft (storage is full or blocked).');
  }
}

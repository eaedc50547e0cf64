import type { User } from '@puente/core';
import type { DehydratedState } from '@tanstack/react-query';
import { RENDERED_READS_ID } from '../app/screen-reads';

/** The id of the element holding the user a page was rendered for by the server. */
export const RENDERED_USER_ID = 'puente-user';

/**
 * The reads the server rendered this page with (a shared programme's page, a
 * student's finder):
 * JSON in a `<script type="application/json">`, which runs nothing, so the
 * CSP needs no hash for it. Undefined on any other page.
 */
export const renderedQueries = () => jsonOf<DehydratedState>(RENDERED_READS_ID);

/** The signed-in user the server rendered this page for (a student's finder); else undefined. */
export const renderedUser = () => jsonOf<User>(RENDERED_USER_ID);

function jsonOf<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** `queries` as the page's element for `renderedQueries`. */
export const renderedQueriesElement = (queries: DehydratedState) =>
  jsonElement(RENDERED_READS_ID, queries);

/** `user` as the page's element for `renderedUser`. */
export const renderedUserElement = (user: User) => jsonElement(RENDERED_USER_ID, user);

/** `value` as JSON in a data element: `<` escaped, so no text ends the script. */
function jsonElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

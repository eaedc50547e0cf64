import type { DehydratedState } from '@tanstack/react-query';
import { RENDERED_READS_ID } from '../app/screen-reads';

/**
 * The reads the server rendered this page with (a shared programme's page):
 * JSON in a `<script type="application/json">`, which runs nothing, so the
 * CSP needs no hash for it. Undefined on any other page.
 */
export function renderedQueries(): DehydratedState | undefined {
  const text = document.getElementById(RENDERED_READS_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}

/** `queries` as the page's element for `renderedQueries`: `<` escaped, so no text ends the script. */
export function renderedQueriesElement(queries: DehydratedState): string {
  const json = JSON.stringify(queries).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${RENDERED_READS_ID}">${json}</script>`;
}

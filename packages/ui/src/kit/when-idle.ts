/**
 * Runs `task` once the browser has nothing more pressing to do (the page
 * painted, its first scripts ran), or after `timeoutMs` at the latest, and
 * returns what cancels it. Code a first render does not show is fetched
 * this way, so its requests do not compete with the ones the page waits for.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: the next task, after the current render.
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

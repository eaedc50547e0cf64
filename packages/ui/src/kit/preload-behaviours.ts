import { Select } from './select';
import { Tooltip } from './tooltip';

/**
 * Fetches the behaviour of every deferred part now: for a page that is about
 * to need them, and for tests of screens, which act faster than a chunk
 * arrives (the parts' own tests cover the moment before).
 */
export function preloadBehaviours(): Promise<void> {
  return Promise.all([Select.preload(), Tooltip.preload()]).then(() => {});
}

// The es-MX project's stand-in for the Vitest addon's `testStory` (vitest.config.ts points the
// stories' import of it here): the same test of each story, without its play function. The plays
// act on SPEC's English labels, so in Spanish they could only fail; there the story is rendered,
// waited for until drawn (support/test-story.ts) and checked (axe, no English message that has a
// translation), not played.
import {
  convertToFilePath,
  testStory as storybookTestStory,
} from '@storybook/addon-vitest/internal/test-utils';
import type { TestContext } from 'vitest';
import { playing, type TestStoryOptions } from './test-story';

/** The files (by their meta) whose story with nothing of its own but a play has been tested. */
const playOnlyTested = new WeakSet<object>();

/**
 * Whether, without its play, the story draws in Spanish what another test of its file already
 * checks: a story that differs from the file's others only by its play draws the same screen,
 * and a dark one the same words as its light one (the dark theme's colours are checked in en-GB).
 */
function drawnBefore({ story, meta }: TestStoryOptions): boolean {
  const annotations = story as { globals?: { theme?: string } };
  if (annotations.globals?.theme === 'dark') return true;
  const own = Object.keys(story).filter((key) => key !== 'play' && key !== 'name');
  if (own.length > 0) return false;
  if (playOnlyTested.has(meta)) return true;
  playOnlyTested.add(meta);
  return false;
}

export { convertToFilePath };

export const testStory = (options: TestStoryOptions) => {
  if (drawnBefore(options)) return (context: TestContext) => context.skip();
  return storybookTestStory({
    ...options,
    story: playing(options.story),
    meta: { ...options.meta, play: undefined },
  });
};

// The en-GB project's stand-in for the Vitest addon's `testStory` (vitest.config.ts points the
// stories' import of it here): the addon's test of each story, where a story without a play of
// its own (nor its meta's) plays `storyDrawn`. axe runs after the play: without one it checked
// whatever was drawn by then, often the screen's spinner or the site's loading fallback.
import {
  convertToFilePath,
  testStory as storybookTestStory,
} from '@storybook/addon-vitest/internal/test-utils';
import { storyDrawn } from './story-checks';

export type TestStoryOptions = Parameters<typeof storybookTestStory>[0];

/** The story's annotations with `play` as the test runs it: `play`, or waiting until drawn. */
export const playing = <Annotations extends object>(annotations: Annotations, play?: unknown) => ({
  ...annotations,
  play: play ?? storyDrawn,
});

export { convertToFilePath };

export const testStory = (options: TestStoryOptions) => {
  const own = (annotations: object) => (annotations as { play?: unknown }).play;
  return storybookTestStory({
    ...options,
    story: playing(options.story, own(options.story) ?? own(options.meta)),
  });
};

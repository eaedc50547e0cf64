// The es-MX project's stand-in for the Vitest addon's `testStory` (vitest.config.ts points the
// stories' import of it here): the same test of each story, without its play function. The plays
// act on SPEC's English labels, so in Spanish they could only fail; there the story is rendered
// and checked (axe, no English message that has a translation), not played.
import {
  convertToFilePath,
  testStory as storybookTestStory,
} from '@storybook/addon-vitest/internal/test-utils';

type TestStoryOptions = Parameters<typeof storybookTestStory>[0];

const withoutPlay = <Annotations extends object>(annotations: Annotations) => ({
  ...annotations,
  play: undefined,
});

export { convertToFilePath };

export const testStory = (options: TestStoryOptions) =>
  storybookTestStory({
    ...options,
    story: withoutPlay(options.story),
    meta: withoutPlay(options.meta),
  });

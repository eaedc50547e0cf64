// The Vitest addon's `testStory`, which every story file calls once transformed into tests; the
// package ships it untyped (`./internal/test-utils`). support/test-story.ts and without-play.ts wrap it.
declare module '@storybook/addon-vitest/internal/test-utils' {
  import type { TestContext } from 'vitest';

  export function convertToFilePath(url: string): string;
  export function testStory(options: {
    exportName: string;
    story: object;
    meta: object;
    skipTags?: string[];
    storyId: string;
    componentPath?: string;
    testName?: string;
    componentName?: string;
  }): (context: TestContext) => Promise<void>;
}

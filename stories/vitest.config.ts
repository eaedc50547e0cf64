import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type Plugin, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * `pnpm test:stories`: every story as a Vitest test in Debian's Chromium, once per language.
 * The locale is the preview's own `locale` global (the toolbar's), pinned per project.
 */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  },
  // A theme switch fades a button's colours for 120 ms, and axe measuring mid-fade sees a
  // contrast no one reads; the kit drops its transitions for reduced motion.
  contextOptions: { reducedMotion: 'reduce' },
});

/**
 * Each story file's tests come from a stand-in for the addon's `testStory`: in en-GB
 * support/test-story.ts (a story without a play waits until drawn, then axe checks it), in es-MX
 * support/without-play.ts (rendered and checked, not played: the plays act on SPEC's English).
 */
const testStoryFrom = (standIn: string): Plugin => ({
  name: 'puente:test-story',
  enforce: 'pre',
  resolveId(id, importer) {
    if (
      id === '@storybook/addon-vitest/internal/test-utils' &&
      importer?.endsWith('.stories.tsx')
    ) {
      return fileURLToPath(new URL(standIn, import.meta.url));
    }
  },
});

function storiesIn(locale: 'en-GB' | 'es-MX'): TestProjectInlineConfiguration {
  return {
    // The stories' own Vite config (React, vanilla-extract), as Storybook's builder reads it.
    extends: fileURLToPath(new URL('vite.config.ts', import.meta.url)),
    plugins: [
      storybookTest({
        configDir: fileURLToPath(new URL('.storybook', import.meta.url)),
        initialGlobals: { locale },
      }),
      testStoryFrom(locale === 'es-MX' ? 'support/without-play.ts' : 'support/test-story.ts'),
    ],
    // What vanilla-extract's transform imports, which Vite's scan of the stories cannot see:
    // found only mid-run, it makes Vite reload the tests under way, failing them.
    optimizeDeps: {
      include: [
        '@puente/widgets > @vanilla-extract/recipes/createRuntimeFn',
        '@puente/widgets > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      ],
    },
    test: {
      name: `stories:${locale}`,
      // One page for all the story files: each file in a fresh page loaded the preview, its
      // addons and the widgets again, most of the run's time. Storybook unmounts each story.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

// Both languages run at once, a browser each (`--maxWorkers=2` in package.json's `test`: set
// here, Vitest 5 still ran them in turn): the run mostly waits on the browsers (298 s in turn,
// 228 s side by side on 2 cores).
export default defineConfig({
  test: { projects: [storiesIn('en-GB'), storiesIn('es-MX')] },
});

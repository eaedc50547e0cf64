import { type Delays, NO_DELAYS } from '@puente/core';
import { HostApp, HostProviders, loadRoutesAt, THEME_STORAGE_KEY } from '@puente/host';
import type { Decorator, Parameters, StoryContext, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { schoolData, signedIn } from './api-handlers';

/**
 * Renders a host screen story inside the site's providers and an in-memory
 * router at `path`. The site's theme store follows the toolbar's theme, the
 * SPEC delays run at zero unless the story holds one with
 * `parameters: { delays: { ... } }` (a busy state to look at, a pace), and it can fix
 * the time screens read with `parameters: { now: '2026-12-20T10:00:00Z' }`. Use it
 * with `hostParameters`, which turns off the preview's own PuenteProvider.
 */
export const hostScreen =
  (path: string): Decorator =>
  (Story, context) => (
    <HostProviders key={context.id} initialPath={path} {...hostOptions(context)}>
      <Story />
    </HostProviders>
  );

/**
 * The whole site at `path` as a visitor meets it: the real routes in memory, with the header and
 * footer around the screen. Spread it into a story or meta, with `hostParameters`; it reads the
 * same parameters as `hostScreen`. Its loader fetches the route's chunks first, as the prerender
 * does, so the story draws the screen at once: without it, axe and the Spanish check ran on the
 * site's loading fallback.
 */
export const hostSite = <TArgs,>(path: string) => ({
  loaders: [() => loadRoutesAt(new URL(path, window.location.origin).pathname)],
  render: (_args: TArgs, context: StoryContext<TArgs>) => (
    <HostApp key={context.id} initialPath={path} {...hostOptions(context)} />
  ),
});

/**
 * A page of the signed-in site as a story's `render` and `beforeEach`: the whole site at `path`
 * (`hostSite`), with the sample student signed in. Spread it into the meta, beside
 * `parameters: { ...hostParameters }`.
 */
export const signedInSite = <TArgs,>(path: string) => ({
  ...hostSite<TArgs>(path),
  beforeEach: ({ msw }: StoryContext<TArgs>) => msw.use(signedIn),
});

/**
 * A signed-in page's meta beside its title: `signedInSite` at `path` with `hostParameters`.
 * Describe such a meta in a line comment, not JSDoc (see `hostScreenMeta`).
 */
export const signedInPageMeta = <TArgs,>(path: string) => ({
  ...signedInSite<TArgs>(path),
  parameters: { ...hostParameters },
});

/** A whole-page story on a phone. */
export const onPhone = { globals: { viewport: { value: 'phone' } } };

/** A whole-page story in the dark theme. */
export const inDark = { globals: { theme: 'dark' } };

/**
 * The toolbar's theme handed to the site's theme store, the SPEC delays at zero but those the
 * story holds (as the widgets' stories run them), and the story's clock.
 */
function hostOptions<TArgs>(context: StoryContext<TArgs>) {
  localStorage.setItem(THEME_STORAGE_KEY, context.globals.theme === 'dark' ? 'dark' : 'light');
  const delays = { ...NO_DELAYS, ...(context.parameters.delays as Partial<Delays> | undefined) };
  const now = context.parameters.now as string | undefined;
  return { delays, clock: now ? () => new Date(now) : undefined };
}

/** A SPEC delay long enough to look at the busy state it covers. */
export const HELD_DELAY = 10 * 60 * 1000;

/**
 * Parameters of a host screen story: full width, the site's providers only. Spread them into
 * an object (`parameters: { ...hostParameters }`): the Docs addon adds a documented meta's
 * description as a second `parameters` key beside a bare name, which then replaces it.
 */
export const hostParameters = { layout: 'fullscreen', puenteProvider: false } as const;

/**
 * What a host screen's meta shares: the screen at `path` (`hostScreen`) with `hostParameters`
 * and any `parameters` of its own. Spread it into the meta beside the title and `component`
 * (Storybook's indexer reads those in the story file). Describe such a meta in a line comment,
 * not JSDoc: the Docs addon would add JSDoc as a second `parameters` key, replacing these.
 */
export const hostScreenMeta = (path: string, parameters: Parameters = {}) => ({
  decorators: [hostScreen(path)],
  parameters: { ...hostParameters, ...parameters },
});

/**
 * A school's screen's meta beside its title and `component`: the screen at `path`
 * (`hostScreenMeta`), with `who` signed in, the school's data and the handlers `more` makes
 * (made again for each story, as the school's data is: what a story saves stays its own).
 * A line comment, not JSDoc, for such a meta too.
 */
export const schoolScreenMeta = (
  path: string,
  who: RequestHandler,
  more: () => RequestHandler[] = () => [],
) => ({
  ...hostScreenMeta(path),
  beforeEach: ({ msw }: Pick<StoryContext, 'msw'>) => msw.use(who, ...schoolData(), ...more()),
});

/** A story of a host screen (a screen takes no args). */
export type HostStory = StoryObj;

/** Waits out an opening animation (dialogs and toasts fade in) before asserting visibility. */
export const becomesVisible = (element: HTMLElement) =>
  waitFor(() => expect(element).toBeVisible());

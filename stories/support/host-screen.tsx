import type { Delays } from '@puente/core';
import { HostProviders, THEME_STORAGE_KEY } from '@puente/host';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

/**
 * Renders a host screen story inside the site's providers and an in-memory
 * router at `path`. The site's theme store follows the toolbar's theme, a
 * story can hold a SPEC delay with `parameters: { delays: { ... } }` and fix
 * the time screens read with `parameters: { now: '2026-12-20T10:00:00Z' }`. Use it
 * with `hostParameters`, which turns off the preview's own PuenteProvider.
 */
export const hostScreen =
  (path: string): Decorator =>
  (Story, context) => {
    localStorage.setItem(THEME_STORAGE_KEY, context.globals.theme === 'dark' ? 'dark' : 'light');
    const delays = context.parameters.delays as Partial<Delays> | undefined;
    const now = context.parameters.now as string | undefined;
    return (
      <HostProviders
        key={context.id}
        initialPath={path}
        delays={delays}
        clock={now ? () => new Date(now) : undefined}
      >
        <Story />
      </HostProviders>
    );
  };

/** A SPEC delay long enough to look at the busy state it covers. */
export const HELD_DELAY = 10 * 60 * 1000;

/** Parameters of a host screen story: full width, the site's providers only. */
export const hostParameters = { layout: 'fullscreen', puenteProvider: false } as const;

/** Waits out an opening animation (dialogs and toasts fade in) before asserting visibility. */
export const becomesVisible = (element: HTMLElement) =>
  waitFor(() => expect(element).toBeVisible());

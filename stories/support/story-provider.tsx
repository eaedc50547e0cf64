import type { Assistant, Delays } from '@puente/core';
import { PuenteProvider } from '@puente/ui/providers';
import type { Decorator } from '@storybook/react-vite';

/**
 * A widget's story in a PuenteProvider of its own instead of the preview's, in the toolbar's
 * language: with the story's assistant (`parameters: { assistant }`; the canned one without),
 * its SPEC delays (`delays`) and the time the widget reads (`now`, as `hostScreen` takes it).
 * Use it with `storyProviderParameters`.
 */
export const withStoryProvider: Decorator = (Story, { parameters, globals }) => {
  const now = parameters.now as string | undefined;
  return (
    <PuenteProvider
      assistant={parameters.assistant as Assistant | undefined}
      delays={parameters.delays as Partial<Delays> | undefined}
      clock={now ? () => new Date(now) : undefined}
      locale={globals.locale}
    >
      <Story />
    </PuenteProvider>
  );
};

/** Parameters of a story with `withStoryProvider`: full width, no preview provider. */
export const storyProviderParameters = {
  layout: 'fullscreen',
  puenteProvider: false,
  assistant: undefined,
} as const;

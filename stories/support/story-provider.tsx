import { type Assistant, type Delays, NO_DELAYS } from '@puente/core';
import { PuenteProvider } from '@puente/ui/providers';
import { puenteRoot } from '@puente/ui/theme';
import type { Decorator, Parameters } from '@storybook/react-vite';

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

/** Puente's typography with room around the widget, inside the provider (as its toasts are not). */
const withPaddedTypography: Decorator = (Story) => (
  <div className={puenteRoot} style={{ padding: '1rem' }}>
    <Story />
  </div>
);

/**
 * What the meta of a widget that talks to the assistant shares: the widget in its own provider
 * (`withStoryProvider`) with delays at zero, padded in Puente's typography, and any `parameters`
 * of its own. Spread it into the meta beside the title and `component`.
 */
export const storyProviderMeta = (parameters: Parameters = {}) => ({
  parameters: { ...storyProviderParameters, delays: NO_DELAYS, ...parameters },
  decorators: [withPaddedTypography, withStoryProvider],
});

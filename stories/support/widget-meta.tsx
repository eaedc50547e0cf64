import { NO_DELAYS } from '@puente/core';
import { puenteRoot } from '@puente/ui/theme';
import type { Decorator, Parameters } from '@storybook/react-vite';

/** Puente's typography with room around the widget, inside the provider (as its toasts are not). */
const withPaddedTypography: Decorator = (Story) => (
  <div className={puenteRoot} style={{ padding: '1rem' }}>
    <Story />
  </div>
);

/**
 * What the meta of a widget that talks to the assistant shares: full width, padded in Puente's
 * typography, the SPEC's delays at zero and any `parameters` of its own (`assistant`, `now`: the
 * preview's provider reads them). Spread it into the meta beside the title and `component`.
 */
export const widgetMeta = (parameters: Parameters = {}) => ({
  parameters: { layout: 'fullscreen', delays: NO_DELAYS, ...parameters },
  decorators: [withPaddedTypography],
});

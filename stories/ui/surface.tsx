import { puenteRoot, vars } from '@puente/ui/theme';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';

/** The widgets' typography, as an element or the site puts around them. */
export const withTypography: Decorator = (Story) => (
  <div className={puenteRoot}>
    <Story />
  </div>
);

const page = { background: vars.color.background, padding: vars.space['6'], minHeight: '100vh' };

/**
 * A widget's story on the page background of the toolbar's theme, with Puente's typography, as
 * a page that embeds it gives them. Use it with `layout: 'fullscreen'`.
 */
export const onPage: Decorator = (Story) => (
  <div className={puenteRoot} style={page}>
    <Story />
  </div>
);

/**
 * The ui kit's stories on the page background of the toolbar's theme, with
 * Puente's typography: the primitives leave both to the page that uses them.
 * Their words (labels, options, buttons' text) are the page's too, the same
 * English example in every story language: marked `lang="en-GB"`.
 * Use it with `uiParameters`, which hands the whole canvas to it.
 */
export const onSurface: Decorator = (Story) => (
  <div
    lang="en-GB"
    className={puenteRoot}
    style={{
      ...page,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['4'],
      alignItems: 'flex-start',
    }}
  >
    <Story />
  </div>
);

/** Lays its children side by side, wrapping, for a row of variants. */
export function Row({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' }}>
      {children}
    </div>
  );
}

/** Parameters of a ui kit story: the surface fills the canvas (spread, as `hostParameters`). */
export const uiParameters = { layout: 'fullscreen' } as const;

/** Gives a form control a form's width instead of its content's. */
export const formWidth: Decorator = (Story) => (
  <div style={{ width: 'min(100%, 24rem)' }}>
    <Story />
  </div>
);

/**
 * What a ui kit story's meta shares: the story on the surface, which fills the canvas. Spread it
 * into the meta beside the title, `tags` and `component` (Storybook's indexer reads those in the
 * story file). Describe such a meta in a line comment, not JSDoc: the Docs addon would add JSDoc
 * as a second `parameters` key, replacing these.
 */
export const surfaceMeta = { decorators: [onSurface], parameters: { ...uiParameters } };

/** `surfaceMeta` for a form control, at a form's width. */
export const formControlMeta = {
  decorators: [formWidth, onSurface],
  parameters: { ...uiParameters },
};

import { layout } from '@puente/ui/styles';
import { media, vars } from '@puente/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const sampleNote = style([layout.softPanel, { border: `1px solid ${vars.color.border}` }]);

// As many columns as a figure like '4 comentarios' fits in: one at 320 px, four when wide.
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space['4'],
});

// A value sits under its label, not indented 40 px like the browser's definition.
globalStyle(`${summary} dd`, { margin: 0 });

export const reviewState = style({ minWidth: 'min(100%, 16rem)', ...layout.muted });

export const paragraph = style({ gap: vars.space['3'] });

export const paragraphText = style({ whiteSpace: 'pre-wrap' });

export const comment = style({
  padding: vars.space['3'],
  ...layout.mutedPanel,
  borderInlineStart: `3px solid ${vars.color.primary}`,
  fontSize: vars.font.sizeSm,
});

export const actions = style({
  ...layout.actionBar,
  '@media': { [media.wide]: layout.actionBarRow },
});

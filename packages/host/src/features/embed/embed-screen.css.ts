import { layout } from '@puente/ui/styles';
import { media, vars } from '@puente/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { pillLink } from '../../styles/layout.css';

export const stepList = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
});

globalStyle(`${stepList} > li`, { display: 'grid', gap: vars.space['2'] });

export const toc = style([layout.cluster('2'), layout.bareList]);

globalStyle(`${toc} a`, pillLink);

/** A grid's or a row's part that may be narrower than its content (code, a live element). */
export const shrinks = style({ minWidth: 0 });

export const widgetsNote = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const element = style({
  display: 'grid',
  scrollMarginTop: vars.space['8'],
  '@media': { [media.wide]: { padding: vars.space['6'] } },
});

export const docSection = style({
  minWidth: 0,
  // Long names (--puente-color-primary-foreground) break rather than push the table past 320 px.
  overflowWrap: 'anywhere',
});

export const preview = style([
  layout.softPanel,
  { margin: 0, padding: vars.space['3'], minWidth: 0 },
]);

export const previewLanguage = style({ maxWidth: '22rem' });

export const heardList = style({ fontSize: vars.font.sizeSm, overflowWrap: 'anywhere' });

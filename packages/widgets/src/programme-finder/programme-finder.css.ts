import * as layout from '@puente/ui/kit/layout.css';
import { media } from '@puente/ui/theme/breakpoints.css';
import { vars } from '@puente/ui/theme/vars.css';
import { globalStyle, style } from '@vanilla-extract/css';
import { choicesGrid } from './choices-grid.css';

export const finder = style(layout.stack('5'));

export const header = style(layout.stack('2'));

export const title = style({
  fontSize: 'clamp(1.5rem, 4vw, 2.25rem)',
  fontWeight: vars.font.weightBold,
  lineHeight: 1.2,
});

export const lead = style({ color: vars.color.textMuted, maxWidth: '48rem' });

export const filters = style([
  layout.columns(media.wide, 'minmax(0, 2fr) minmax(12rem, 1fr)', '3'),
  {
    alignItems: 'end',
    // Above the cards, whose containment (content-visibility) makes each a
    // layer of its own: the Subject list opens over them.
    position: 'relative',
    zIndex: 1,
  },
]);

export const searchField = style({ position: 'relative' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space['3'],
  bottom: '0.75rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
  zIndex: 1,
});

export const searchInput = style({});

globalStyle(`${searchInput} input`, { paddingInlineStart: '2.25rem' });

export const subject = style({});

/**
 * The sort and filter controls' space until their chunk arrives: their grid
 * (`choices-grid.css.ts`), a control's height a cell (label, gap, a
 * one-line control) and the checkboxes' line under them, so at any width the
 * results below do not move when they appear.
 */
export const choicesPlaceholder = style({
  ...choicesGrid,
  gridAutoRows: `calc((${vars.font.sizeSm} + ${vars.font.sizeMd}) * ${vars.font.lineHeight} + ${vars.space['1']} + 2 * ${vars.space['2']} + 2px)`,
  paddingBottom: `calc(${vars.space['3']} + ${vars.font.sizeSm} * ${vars.font.lineHeight})`,
});

export const results = style({
  ...layout.muted,
  outline: 'none',
  scrollMarginTop: vars.space['8'],
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space['4'],
  ...layout.bareList,
  transition: 'opacity 120ms',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const item = style({
  minWidth: 0,
  // A page holds twenty cards and a phone shows one or two: the rest are laid
  // out and painted when scrolled near (sized like a card until then).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 34rem',
});

export const state = style(layout.listState);

export const pager = style([layout.cluster('3', 'center'), { justifyContent: 'center' }]);

export const footer = style({
  ...layout.stack('3'),
  alignItems: 'center',
  paddingBlockStart: vars.space['2'],
});

export const picksWaiting = style([
  layout.muted,
  { margin: 0, maxInlineSize: '40rem', textAlign: 'center' },
]);

export const dropItem = style([layout.cluster('2', 'center'), { justifyContent: 'center' }]);

export const compareBar = style({
  position: 'sticky',
  bottom: vars.space['2'],
  zIndex: 2,
  ...layout.cluster('3', 'center'),
  padding: vars.space['3'],
  ...layout.surface,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
});

export const compareText = style({ flex: '1 1 12rem', fontWeight: vars.font.weightMedium });

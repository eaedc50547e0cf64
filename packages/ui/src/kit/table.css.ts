import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.css';
import { vars } from '../theme/vars.css';
import * as layout from './layout.css';

export const frame = style({ width: '100%' });

export const scroller = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const stacked = style({
  '@media': { [media.narrow]: { display: 'block' } },
});

export const caption = style({
  paddingBlockEnd: vars.space['2'],
  textAlign: 'start',
  color: vars.color.textMuted,
});

/** Stacked rows name each value themselves: the header row stays for screen readers only. */
export const head = style({
  '@media': { [media.narrow]: { selectors: { [`${stacked} &`]: layout.visuallyHidden } } },
});

export const body = style({
  '@media': { [media.narrow]: { selectors: { [`${stacked} &`]: { display: 'block' } } } },
});

export const row = style({
  selectors: {
    [`${head} &, &:not(:last-child)`]: { borderBlockEnd: `1px solid ${vars.color.border}` },
  },
  '@media': {
    [media.narrow]: {
      selectors: {
        [`${stacked} &`]: {
          display: 'grid',
          gap: vars.space['2'],
          padding: vars.space['4'],
          marginBlockEnd: vars.space['3'],
          ...layout.outlined,
        },
        [`${stacked} ${body} &:last-child`]: { marginBlockEnd: 0 },
      },
    },
  },
});

const cellBase = {
  padding: vars.space['3'],
  verticalAlign: 'middle',
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
} as const;

export const headerCell = style({
  ...cellBase,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const cell = style({
  ...cellBase,
  '@media': {
    [media.narrow]: {
      selectors: {
        [`${stacked} &`]: { display: 'block', padding: 0, textAlign: 'start' },
        [`${stacked} &[data-label]::before`]: {
          content: 'attr(data-label)',
          display: 'block',
          marginBlockEnd: vars.space['1'],
          ...layout.factLabel,
          fontWeight: vars.font.weightMedium,
        },
      },
    },
  },
});

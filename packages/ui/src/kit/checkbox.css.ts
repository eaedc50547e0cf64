import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from './focus.css';
import * as layout from './layout.css';

export const root = style({
  ...layout.row('2'),
  display: 'inline-flex',
  cursor: 'pointer',
  selectors: { '&:has(:disabled)': { cursor: 'not-allowed', opacity: 0.6 } },
});

/** The input and its marks in one cell, the marks over the input. */
export const box = style({ display: 'inline-grid', flexShrink: 0 });

export const control = style({
  gridArea: '1 / 1',
  appearance: 'none',
  margin: 0,
  width: '1.125rem',
  height: '1.125rem',
  cursor: 'inherit',
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.controlBorder}`,
  background: vars.color.surface,
  selectors: {
    '&:checked, &:indeterminate': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

const mark = {
  gridArea: '1 / 1',
  placeSelf: 'center',
  pointerEvents: 'none',
  color: vars.color.primaryForeground,
  display: 'none',
} as const;

export const checkMark = style({
  ...mark,
  selectors: { [`${control}:checked:not(:indeterminate) ~ &`]: { display: 'block' } },
});

export const dashMark = style({
  ...mark,
  selectors: { [`${control}:indeterminate ~ &`]: { display: 'block' } },
});

export const label = style({ fontSize: vars.font.sizeSm, color: vars.color.text });

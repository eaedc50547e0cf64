import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from './focus.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['1']} 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { textDecoration: 'underline' },
  },
});

export const indicator = style({
  display: 'inline-flex',
  transition: 'transform 150ms',
  selectors: { '&[data-state="open"]': { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  selectors: { '&[hidden]': { display: 'none' } },
});

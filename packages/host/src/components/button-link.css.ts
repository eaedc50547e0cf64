import { vars } from '@puente/widgets';
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

/** A link drawn like the widgets' Button. */
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weightMedium,
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: { '&:focus-visible': focusRing },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.primaryForeground,
    boxShadow: vars.shadow.sm,
    selectors: { '&:hover': { background: vars.color.primaryHover } },
  },
  outline: {
    background: 'transparent',
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  },
});

export const size = styleVariants({
  sm: { fontSize: vars.font.sizeSm, minHeight: '2rem', paddingInline: vars.space['3'] },
  md: { fontSize: vars.font.sizeSm, minHeight: '2.5rem', paddingInline: vars.space['4'] },
  lg: { fontSize: vars.font.sizeMd, minHeight: '3rem', paddingInline: vars.space['6'] },
});

import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { focusRing } from './focus.css';
import * as layout from './layout.css';

const ghost = {
  background: 'transparent',
  color: vars.color.text,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
};

export const button = recipe({
  base: {
    ...layout.centred,
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weightMedium,
    lineHeight: 1.2,
    cursor: 'pointer',
    textDecoration: 'none',
    // A label longer than the screen wraps rather than pushing the page sideways (WCAG 1.4.10).
    textAlign: 'center',
    transition: 'background-color 120ms, border-color 120ms, color 120ms, box-shadow 120ms',
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-loading]': { cursor: 'progress', opacity: 0.85 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryForeground,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.primaryHover },
          '&:active:not(:disabled)': { background: vars.color.primaryPressed },
        },
      },
      // An enabled button's edge is a control's (3:1), so only a disabled one looks faint.
      secondary: {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        borderColor: vars.color.controlBorder,
      },
      outline: { ...ghost, borderColor: vars.color.controlBorder },
      ghost,
      destructive: {
        background: vars.color.danger,
        color: vars.color.dangerForeground,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
      },
    },
    size: {
      sm: { fontSize: vars.font.sizeSm, minHeight: '2rem', paddingInline: vars.space['3'] },
      md: { fontSize: vars.font.sizeSm, minHeight: '2.5rem', paddingInline: vars.space['4'] },
      lg: { fontSize: vars.font.sizeMd, minHeight: '3rem', paddingInline: vars.space['6'] },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

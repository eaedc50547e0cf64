import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingInline: vars.space['2'],
    paddingBlock: '0.125rem',
    borderRadius: vars.radius.full,
    fontSize: '0.75rem',
    fontWeight: vars.font.weightMedium,
    lineHeight: 1.4,
    // Wraps only when its cell is narrower than it (a role in Spanish at 320 px).
    maxWidth: '100%',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
      primary: { background: vars.color.primary, color: vars.color.primaryForeground },
      success: { color: vars.color.success, borderColor: 'currentColor' },
      warning: { color: vars.color.warning, borderColor: 'currentColor' },
      danger: { color: vars.color.danger, borderColor: 'currentColor' },
      outline: { color: vars.color.text, borderColor: vars.color.border },
      purple: { background: vars.palette.purpleSoft, color: vars.palette.purple },
      blue: { background: vars.palette.blueSoft, color: vars.palette.blue },
      green: { background: vars.palette.greenSoft, color: vars.palette.green },
      yellow: { background: vars.palette.yellowSoft, color: vars.palette.yellow },
      red: { background: vars.palette.redSoft, color: vars.palette.red },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

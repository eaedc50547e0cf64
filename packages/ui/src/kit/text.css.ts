import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import * as layout from './layout.css';

/** Text in the theme's sizes, weights and tones (Braid's `Text`). */
export const text = recipe({
  variants: {
    size: {
      sm: layout.text('sm'),
      md: layout.text('md'),
      lg: layout.text('lg'),
      xl: layout.text('xl'),
    },
    weight: {
      medium: { fontWeight: vars.font.weightMedium },
      bold: { fontWeight: vars.font.weightBold },
    },
    tone: {
      muted: { color: vars.color.textMuted },
      primary: { color: vars.color.primary },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    /** A title's or a label's whole look, as the kit's recipes of the same names draw it. */
    look: {
      pageTitle: layout.pageTitle,
      sectionTitle: layout.sectionTitle,
      groupLabel: layout.groupLabel,
      eyebrow: layout.eyebrow,
      note: layout.note,
    },
  },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * The text recipes: the theme's sizes and weights, muted text, and the looks
 * of titles, labels and notes.
 */

const sizes = {
  sm: vars.font.sizeSm,
  md: vars.font.sizeMd,
  lg: vars.font.sizeLg,
  xl: vars.font.sizeXl,
};
const weights = {
  normal: vars.font.weightNormal,
  medium: vars.font.weightMedium,
  bold: vars.font.weightBold,
};

/** Text at a size of the theme's scale, in one of its weights (`text('sm', 'medium')`). */
export const text = (size: keyof typeof sizes, weight?: keyof typeof weights): StyleRule => ({
  fontSize: sizes[size],
  ...(weight && { fontWeight: weights[weight] }),
});

/** Secondary text: small and muted. */
export const muted: StyleRule = { fontSize: vars.font.sizeSm, color: vars.color.textMuted };

/** The small capitals line above a title ("Personal statement"). */
export const eyebrow: StyleRule = {
  ...text('sm', 'medium'),
  color: vars.color.primary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
};

/** A small capitals label over a group ("Programs", "Academic interests"). */
export const groupLabel: StyleRule = {
  ...text('sm', 'bold'),
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
};

/** A screen's title. */
export const pageTitle: StyleRule = {
  fontSize: 'clamp(1.75rem, 4vw, 2.25rem)',
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
};

/** A card's or dialog's title. */
export const cardTitle = text('lg', 'bold');

/** A title inside a card or a list row. */
export const itemTitle = text('md', 'bold');

/** Small muted text that breaks a long word rather than overflow. */
export const note: StyleRule = { ...muted, margin: 0, overflowWrap: 'anywhere' };

/** A section's `<h2>` (the `Section` component's). */
export const sectionTitle: StyleRule = { ...text('xl', 'bold'), lineHeight: 1.25 };

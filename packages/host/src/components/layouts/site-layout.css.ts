import { vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

/** Off screen until focused: the first Tab stop of every page. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['2'],
  top: '-4rem',
  zIndex: 50,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: { '&:focus': { top: vars.space['2'] } },
});

/**
 * At least the screen's height below the header (4rem and its border), so the
 * footer starts below the fold: a screen whose content arrives later (the
 * session, a list) grows downwards without pushing a visible footer away.
 */
export const main = style({ minHeight: 'calc(100vh - 4rem)' });

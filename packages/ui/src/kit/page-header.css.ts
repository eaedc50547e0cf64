import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.css';
import { vars } from '../theme/vars.css';
import * as layout from './layout.css';

export const header = styleVariants({ 1: '1', 2: '2', 3: '3' } as const, layout.stack);

/** The title and lead on the left, the actions on the right from 768 px. */
export const aside = style({
  ...layout.stack('4'),
  '@media': {
    [media.wide]: {
      flexDirection: 'row',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
    },
  },
});

export const eyebrow = style(layout.eyebrow);

export const title = styleVariants({
  page: layout.pageTitle,
  /** A first screen of a journey: a little larger. */
  intro: [layout.pageTitle, { fontSize: 'clamp(1.75rem, 4vw, 2.5rem)' }],
});

export const lead = styleVariants({
  large: { fontSize: vars.font.sizeLg, color: vars.color.textMuted },
  body: { color: vars.color.textMuted },
});

export const actions = style([layout.cluster('2'), { marginTop: vars.space['2'] }]);

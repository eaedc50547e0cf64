import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.css';
import { vars } from '../theme/vars.css';
import { cluster, eyebrow as eyebrowText, pageTitle, stack } from './layout.css';

export const header = styleVariants({
  page: stack('2'),
  /** The staff dashboards' header: a smaller lead, close under the title. */
  dashboard: stack('1'),
});

/** The title and lead on the left, the actions on the right from 768 px. */
export const aside = style([
  stack('4'),
  {
    '@media': {
      [media.wide]: {
        flexDirection: 'row',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
      },
    },
  },
]);

export const eyebrow = style(eyebrowText);

export const title = styleVariants({
  page: pageTitle,
  /** A first screen of a journey: a little larger. */
  intro: [pageTitle, { fontSize: 'clamp(1.75rem, 4vw, 2.5rem)' }],
});

export const lead = styleVariants({
  page: { fontSize: vars.font.sizeLg, color: vars.color.textMuted },
  dashboard: { color: vars.color.textMuted },
});

export const actions = style([cluster('2'), { marginTop: vars.space['2'] }]);

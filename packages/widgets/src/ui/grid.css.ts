import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.css';
import { bareList } from './layout.css';

const columns = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
const one = 'minmax(0, 1fr)';

/** One column on a phone; more from a breakpoint on. */
export const grid = styleVariants({
  wide2: {
    gridTemplateColumns: one,
    '@media': { [media.wide]: { gridTemplateColumns: columns(2) } },
  },
  wide3: {
    gridTemplateColumns: one,
    '@media': { [media.wide]: { gridTemplateColumns: columns(3) } },
  },
  desktop2: {
    gridTemplateColumns: one,
    '@media': { [media.desktop]: { gridTemplateColumns: columns(2) } },
  },
  wide2large3: {
    gridTemplateColumns: one,
    '@media': {
      [media.wide]: { gridTemplateColumns: columns(2) },
      [media.large]: { gridTemplateColumns: columns(3) },
    },
  },
});

export const list = style(bareList);

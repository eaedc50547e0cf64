import { styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.css';
import { columns, equalColumns } from './layout.css';

/** One column on a phone; more from a breakpoint on. */
export const grid = styleVariants({
  wide2: columns(media.wide, 2),
  wide3: columns(media.wide, 3),
  desktop2: columns(media.desktop, 2),
  wide2large3: [
    columns(media.wide, 2),
    { '@media': { [media.large]: { gridTemplateColumns: equalColumns(3) } } },
  ],
});

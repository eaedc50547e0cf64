import { style } from '@vanilla-extract/css';

/** The link's box takes the row's room; the buttons wrap under it on a phone. */
export const linkField = style({ flex: '1 1 16rem', minWidth: 0 });

import { style } from '@vanilla-extract/css';

/** The wrapper leaves layout to its content: shell and loaded part sit in the parent's flow. */
export const contents = style({ display: 'contents' });

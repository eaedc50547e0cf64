import { vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

/** The dialog's buttons: on a narrow screen the main one wraps above Close. */
export const footer = style({ flexWrap: 'wrap-reverse', paddingBlockStart: vars.space['2'] });

import { vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

/** A tick beside each line of "Who will see what". */
export const pointMark = style({ flex: 'none', marginTop: '0.2em', color: vars.color.success });

import { layout } from '@puente/widgets/ui/styles';
import { style } from '@vanilla-extract/css';

export const screen = style({ ...layout.stack('4'), maxWidth: '40rem' });

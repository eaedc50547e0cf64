import { layout } from '@puente/widgets/ui/styles';
import { style } from '@vanilla-extract/css';

export const screen = style({ ...layout.stack('6'), maxWidth: '60rem', marginInline: 'auto' });

export const titles = style({ ...layout.stack('2'), maxWidth: '40rem' });

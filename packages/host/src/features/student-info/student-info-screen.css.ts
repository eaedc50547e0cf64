import { layout } from '@puente/widgets/ui/styles';
import { style } from '@vanilla-extract/css';

export const screen = style({ ...layout.stack('6'), maxWidth: '48rem', marginInline: 'auto' });

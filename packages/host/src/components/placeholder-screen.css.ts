import { layout } from '@puente/widgets/ui/styles';
import { style } from '@vanilla-extract/css';

export const screen = style({ ...layout.stack('4'), maxWidth: '40rem' });

export const eyebrow = style(layout.eyebrow);

export const title = style(layout.pageTitle);

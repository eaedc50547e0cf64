import { layout } from '@puente/ui/styles';
import { vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style([layout.stack('2'), { maxWidth: '36rem' }]);

export const card = style([layout.surface, { height: '100%', padding: vars.space['5'] }]);

export const cardTitle = style([layout.cardTitle, { lineHeight: 1.3, overflowWrap: 'anywhere' }]);

export const cardActions = style({ marginTop: 'auto', paddingTop: vars.space['2'] });

export const centred = style({ paddingBlock: vars.space['8'] });

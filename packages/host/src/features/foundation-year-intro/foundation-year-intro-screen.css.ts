import { layout } from '@puente/ui/styles';
import { vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({ maxWidth: '44rem' });

export const reason = style([layout.surface, { padding: vars.space['5'], boxShadow: 'none' }]);

export const reasonIcon = style(layout.markDisc('2.5rem'));

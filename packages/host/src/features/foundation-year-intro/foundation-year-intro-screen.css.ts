import { vars } from '@puente/widgets/theme';
import { layout } from '@puente/widgets/ui/styles';
import { style } from '@vanilla-extract/css';

export const header = style({ maxWidth: '44rem' });

export const reason = style([layout.surface, { padding: vars.space['5'], boxShadow: 'none' }]);

export const reasonIcon = style(layout.markDisc('2.5rem'));

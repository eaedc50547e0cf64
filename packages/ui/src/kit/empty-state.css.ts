import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from './layout.css';

export const empty = style([layout.listState, { background: vars.color.surface }]);

export const icon = style(layout.markDisc('3rem'));

export const title = style(layout.cardTitle);

export const description = style({ maxWidth: '32rem', color: vars.color.textMuted });

export const actions = style({ ...layout.cluster('2'), justifyContent: 'center' });

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from '../ui/layout.css';

export const contentItem = style([
  layout.cluster('3'),
  layout.outlined,
  { alignItems: 'flex-start', padding: vars.space['3'] },
]);

export const contentIcon = style({
  ...layout.centred,
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  ...layout.mutedPanel,
  color: vars.color.primary,
});

export const contentBody = style({ ...layout.stack('1'), flex: '1 1 14rem', minWidth: 0 });

export const contentTitle = style([layout.cluster('2', 'center'), layout.text('md', 'medium')]);

export const contentActions = style({ ...layout.row('2'), marginInlineStart: 'auto' });

import * as layout from '@puente/ui/kit/layout.css';
import { vars } from '@puente/ui/theme/vars.css';
import { style } from '@vanilla-extract/css';

export const form = style(layout.stack('4'));

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlockStart: vars.space['2'],
});

export const thankYou = style([
  layout.stack('3'),
  { alignItems: 'center', textAlign: 'center', paddingBlock: vars.space['4'] },
]);

export const thankYouIcon = style([layout.markDisc('3rem'), { color: vars.color.success }]);

export const heading = style([layout.sectionTitle, { color: vars.color.text }]);

export const lead = style(layout.muted);

export const inline = style({ maxWidth: '32rem' });

export const intro = style(layout.stack('1'));

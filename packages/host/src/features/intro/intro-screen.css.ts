import { layout } from '@puente/ui/styles';
import { media, vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';
import { journey } from '../../styles/layout.css';

export const screen = style([
  journey.screen,
  {
    maxWidth: '42rem',
    paddingBlock: vars.space['6'],
    '@media': { [media.wide]: { paddingBlock: '4rem' } },
  },
]);

export const mark = style(layout.markDisc('4rem'));

export const title = style({
  fontSize: 'clamp(2rem, 5vw, 3rem)',
  lineHeight: 1.15,
  fontWeight: vars.font.weightBold,
});

export const steps = style([journey.columns, layout.bareList]);

export const step = style({ padding: vars.space['4'], ...layout.mutedPanel });

import { layout } from '@puente/ui/styles';
import { media, vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';
import { main as siteMain, textButton } from '../../styles/layout.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceMuted,
});

export const topBar = style({ minHeight: '4rem' });

export const main = style([
  siteMain,
  { display: 'flex', alignItems: 'center', paddingBlock: vars.space['6'] },
]);

export const grid = style([
  layout.columns(media.desktop, 'minmax(0, 28rem) minmax(0, 1fr)', '8'),
  { alignItems: 'center' },
]);

export const formCard = style({
  width: '100%',
  maxWidth: '28rem',
  marginInline: 'auto',
  padding: vars.space['5'],
  '@media': { [media.wide]: { padding: vars.space['8'] } },
});

export const tabList = style({ marginBottom: vars.space['6'] });

export const form = style(layout.stack('4'));

export const tabLead = style({ marginTop: vars.space['1'], marginBottom: vars.space['6'] });

export const optionsRow = style({
  ...layout.spread('2'),
  alignItems: 'center',
  fontSize: vars.font.sizeSm,
});

export const forgot = style({ color: vars.color.primary });

export const switchPrompt = style({ marginTop: vars.space['2'], textAlign: 'center' });

export const switchButton = style({
  ...textButton,
  fontWeight: vars.font.weightMedium,
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const marketing = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      ...layout.stack('6'),
      padding: vars.space['8'],
      borderRadius: vars.radius.lg,
      background: vars.color.primary,
      color: vars.color.primaryForeground,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const marketingTitle = style({
  fontSize: 'clamp(1.75rem, 3vw, 2.25rem)',
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
});

export const marketingLead = style({ fontSize: vars.font.sizeLg, opacity: 0.9 });

export const benefitIcon = style([
  layout.iconDisc('2.75rem'),
  { flex: 'none', borderRadius: vars.radius.md, background: 'rgb(255 255 255 / 0.16)' },
]);

export const benefitText = style({ opacity: 0.9 });

export const footer = style({ paddingBlock: vars.space['4'], textAlign: 'center' });

export const picksNote = style([
  layout.mutedPanel,
  { marginBottom: vars.space['4'], padding: vars.space['3'] },
]);

export const programmeName = style({ display: 'inline-flex', flexDirection: 'column' });

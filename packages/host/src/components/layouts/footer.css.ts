import { layout } from '@puente/ui/styles';
import { media, vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';
import { textButton } from '../../styles/layout.css';

export const footer = style({
  marginTop: 'auto',
  paddingBlock: vars.space['8'],
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const columns = style(layout.columns(media.wide, '2fr 1fr 1fr 1fr', '6'));

export const heading = style({ ...layout.text('sm', 'bold'), color: vars.color.text });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const bottom = style({
  ...layout.spread('3'),
  marginTop: vars.space['8'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const languageSwitch = style({
  ...textButton,
  ...layout.row('1'),
  display: 'inline-flex',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

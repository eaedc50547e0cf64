import { vars } from '@puente/widgets/theme';
import { style } from '@vanilla-extract/css';

export const placeholderLink = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textDecoration: 'underline',
  textDecorationStyle: 'dotted',
  textUnderlineOffset: '0.2em',
  cursor: 'default',
  selectors: { '&:hover': { color: vars.color.text } },
});

import { vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';
import { textButton } from '../styles/layout.css';

export const placeholderLink = style({
  ...textButton,
  textDecoration: 'underline',
  textDecorationStyle: 'dotted',
  textUnderlineOffset: '0.2em',
  cursor: 'default',
  selectors: { '&:hover': { color: vars.color.text } },
});

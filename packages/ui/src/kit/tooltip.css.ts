import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { overDialogs } from './layout.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  ...overDialogs,
  maxWidth: '16rem',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: '0.8125rem',
  lineHeight: 1.4,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[hidden]': { display: 'none' },
    '&[data-state="open"]': { animation: `${appear} 120ms ease-out` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

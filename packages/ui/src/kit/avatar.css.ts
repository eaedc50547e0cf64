import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from './layout.css';

export const root = style({
  position: 'relative',
  ...layout.markDisc('2.5rem'),
  flexShrink: 0,
  overflow: 'hidden',
  ...layout.text('sm', 'bold'),
  lineHeight: 1,
  userSelect: 'none',
  selectors: {
    '&[data-size="sm"]': { width: '2rem', height: '2rem', fontSize: '0.75rem' },
    '&[data-size="lg"]': { width: '4rem', height: '4rem', fontSize: vars.font.sizeLg },
  },
});

export const fallback = style({ letterSpacing: '0.02em' });

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

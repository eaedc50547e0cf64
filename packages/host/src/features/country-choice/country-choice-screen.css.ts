import { layout } from '@puente/ui/styles';
import { media, vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';
import { journey } from '../../styles/layout.css';

export const screen = style([
  journey.screen,
  { maxWidth: '44rem', '@media': { [media.wide]: { paddingBlock: vars.space['8'] } } },
]);

export const mark = style(layout.markDisc('3.5rem'));

export const title = style([layout.pageTitle, { fontSize: 'clamp(1.75rem, 4vw, 2.5rem)' }]);

export const choices = style([journey.columns, { margin: 0, padding: 0, border: 'none' }]);

export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: 'border-color 120ms, box-shadow 120ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const radio = style({
  marginBlockStart: '0.25rem',
  accentColor: vars.color.primary,
  width: '1.1rem',
  height: '1.1rem',
  flexShrink: 0,
});

import { vars } from '@puente/widgets/theme';
import { layout } from '@puente/widgets/ui/styles';
import { style } from '@vanilla-extract/css';

export const anchor = style({ position: 'relative' });

export const avatar = style({
  ...layout.centred,
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  border: `2px solid ${vars.color.surface}`,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
  fontFamily: 'inherit',
  ...layout.itemTitle,
  cursor: 'pointer',
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const panel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 0.5rem)',
  zIndex: 30,
  minWidth: '14rem',
  padding: vars.space['1'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space['1'],
});

export const whoName = style({ fontWeight: vars.font.weightMedium });

export const whoEmail = style({ ...layout.muted, overflowWrap: 'anywhere' });

export const items = style(layout.bareList);

export const item = style({
  ...layout.row('2'),
  width: '100%',
  minHeight: '2.5rem',
  paddingInline: vars.space['3'],
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surfaceMuted },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
});

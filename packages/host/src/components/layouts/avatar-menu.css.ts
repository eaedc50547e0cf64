import { layout } from '@puente/ui/styles';
import { vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

export const avatar = style({
  ...layout.iconDisc('2.5rem'),
  padding: 0,
  border: `2px solid ${vars.color.surface}`,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
  fontFamily: 'inherit',
  ...layout.itemTitle,
  cursor: 'pointer',
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const panel = style({ minWidth: '14rem', boxShadow: vars.shadow.md });

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space['1'],
});

export const whoEmail = style({ ...layout.muted, overflowWrap: 'anywhere' });

// A comfortable tap target on a phone, as the header's other buttons.
export const item = style({ minHeight: '2.5rem' });

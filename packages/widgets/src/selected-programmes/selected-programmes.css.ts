import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.css';
import { vars } from '../theme/vars.css';
import * as layout from '../ui/layout.css';

export const state = style({
  ...layout.stack('3'),
  alignItems: 'center',
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
});

export const stateTitle = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const list = style([layout.stack('4'), layout.bareList]);

export const card = style({
  ...layout.stack('4'),
  padding: vars.space['5'],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [media.wide]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const image = style({ width: '4.5rem', height: '4.5rem' });

export const body = style({ ...layout.stack('3'), flex: 1, minWidth: 0 });

export const titles = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem' });

export const university = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});

export const title = style({ ...layout.cardTitle, lineHeight: 1.3, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  fontSize: vars.font.sizeSm,
  minWidth: 0,
});

export const factLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const actions = style(layout.cluster('2'));

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginBlockStart: vars.space['5'],
});

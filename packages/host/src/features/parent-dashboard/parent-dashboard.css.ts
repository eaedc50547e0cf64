import { layout } from '@puente/ui/styles';
import { vars } from '@puente/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import { ruledFooter } from '../../styles/layout.css';

export const task = style({ height: '100%', gap: vars.space['3'] });

export const taskDescription = style([layout.muted, { flexGrow: 1 }]);

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['2'],
  margin: 0,
});

export const count = style([
  layout.stack('1'),
  layout.mutedPanel,
  {
    flexDirection: 'column-reverse',
    alignItems: 'center',
    padding: vars.space['3'],
    textAlign: 'center',
  },
]);

export const milestone = style([layout.row('2'), { fontSize: vars.font.sizeSm }]);

export const milestoneIcon = styleVariants({
  done: { color: vars.color.success, flexShrink: 0 },
  open: { color: vars.color.warning, flexShrink: 0 },
});

export const milestoneStatus = style({ marginInlineStart: 'auto', color: vars.color.textMuted });

export const muted = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const chat = style({ gap: 0, padding: 0, overflow: 'hidden' });

export const chatHeader = style({
  ...layout.row('3'),
  padding: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const chatIcon = style({
  ...layout.iconDisc('2.5rem'),
  flexShrink: 0,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
});

/** SPEC §9: the parent chat area is 400 px tall. */
export const log = style({
  ...layout.stack('3'),
  height: '400px',
  padding: vars.space['4'],
  background: vars.color.surfaceMuted,
});

export const examples = style({ marginBlockStart: vars.space['2'] });

export const example = style({ whiteSpace: 'normal', textAlign: 'start', height: 'auto' });

export const chatFooter = style([ruledFooter, { padding: vars.space['4'] }]);

export const statementText = style([
  layout.mutedPanel,
  { padding: vars.space['3'], whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
]);

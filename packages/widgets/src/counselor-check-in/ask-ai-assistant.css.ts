import * as layout from '@puente/ui/kit/layout.css';
import { vars } from '@puente/ui/theme/vars.css';
import { style } from '@vanilla-extract/css';

export const exchange = style({
  ...layout.stack('2'),
  padding: vars.space['3'],
  ...layout.mutedPanel,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.55,
});

export const emptyState = style({
  ...layout.stack('2'),
  alignItems: 'center',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  textAlign: 'center',
});

export const examples = style({ ...layout.stack('2'), width: '100%', ...layout.bareList });

export const exampleButton = style({
  width: '100%',
  justifyContent: 'flex-start',
  whiteSpace: 'normal',
  textAlign: 'start',
});

export const footnote = style({
  fontSize: '0.75rem',
  color: vars.color.textMuted,
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space['3'],
});

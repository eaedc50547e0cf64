import { layout } from '@puente/ui/styles';
import { vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

/** The snippet beside its Copy button: it may be narrower than its longest line. */
export const snippet = style({ minWidth: 0 });

export const code = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: vars.space['3'],
  overflowX: 'auto',
  ...layout.mutedPanel,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSm,
});

// Wrapped: every part of a snippet is readable at 320 px without scrolling (Copy copies it whole).
export const codeText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

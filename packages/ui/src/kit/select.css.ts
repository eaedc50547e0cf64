import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from './layout.css';

export const root = style({ ...layout.stack('1'), width: '100%' });

export const trigger = style({
  ...layout.row('2'),
  justifyContent: 'space-between',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder-shown]': { color: vars.color.textMuted },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

// The chosen value wraps rather than being cut off: a Spanish label is often the longest.
export const valueText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const indicator = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: 'transform 120ms',
  selectors: { '&[data-state="open"]': { transform: 'rotate(180deg)' } },
});

export const content = style([layout.popup, { maxHeight: '18rem', overflowY: 'auto' }]);

/** The tokens of the highlighted option: it must stand out from the list (≥ 3:1) and stay readable. */
export const highlight = { background: 'primary', text: 'primaryForeground' } as const;

export const item = style({
  ...layout.popupItem,
  justifyContent: 'space-between',
  selectors: {
    '&[data-highlighted]': {
      background: vars.color[highlight.background],
      color: vars.color[highlight.text],
    },
    '&[data-state="checked"]': { fontWeight: vars.font.weightMedium },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({
  display: 'inline-flex',
  color: vars.color.primary,
  // Ark hides the indicator of an unselected option; keep that over display above.
  selectors: {
    '&[hidden]': { display: 'none' },
    [`${item}[data-highlighted] &`]: { color: 'inherit' },
  },
});

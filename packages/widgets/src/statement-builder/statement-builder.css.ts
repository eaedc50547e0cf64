import { focusRing } from '@puente/ui/kit/focus.css';
import * as layout from '@puente/ui/kit/layout.css';
import { vars } from '@puente/ui/theme/vars.css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** Wide enough for the editor beside its topics, measured on the builder itself (embeds vary). */
const roomy = '(min-width: 52rem)';

export const builder = style([layout.stack('5'), { containerType: 'inline-size' }]);

export const formatChoice = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '@container': { '(min-width: 36rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const formatLegend = style({
  float: 'left',
  width: '100%',
  gridColumn: '1 / -1',
  marginBlockEnd: vars.space['1'],
  padding: 0,
  ...layout.text('sm', 'medium'),
});

export const formatOption = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  alignItems: 'start',
  padding: vars.space['3'],
  ...layout.outlined,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: 'border-color 120ms, background-color 120ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&:has(input:focus-visible)': focusRing,
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

export const formatRadio = style({
  gridRow: '1 / span 2',
  width: '1rem',
  height: '1rem',
  marginBlockStart: '0.2rem',
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const formatName = style({ fontWeight: vars.font.weightMedium });

export const formatHint = style(layout.muted);

export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
  alignItems: 'start',
  '@container': { [roomy]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(14rem, 18rem)' } },
});

export const editor = style(layout.stack('4'));

export const statementField = style({});

globalStyle(`${statementField} textarea`, { minHeight: '22rem' });

export const answerField = style({});

globalStyle(`${answerField} textarea`, { minHeight: '10rem' });

export const counters = style({
  ...layout.cluster('1', 'baseline'),
  gap: `${vars.space['1']} ${vars.space['4']}`,
  fontSize: vars.font.sizeSm,
});

const toneColours = {
  normal: vars.color.textMuted,
  warning: vars.color.warning,
  danger: vars.color.danger,
  ok: vars.color.success,
};

export const tone = styleVariants(toneColours, (color) => ({ color }));

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightMedium,
});

export const totalCounter = style({ padding: vars.space['3'], ...layout.mutedPanel });

/** The topics beside the editor: a flat card listing each topic's title over its prompt. */
export const topics = styleVariants({
  panel: [layout.stack('3'), layout.surface, { padding: vars.space['4'], boxShadow: 'none' }],
  heading: [layout.row('2'), layout.itemTitle],
  list: [layout.stack('3'), layout.bareList],
  title: [layout.text('sm', 'medium'), { display: 'block' }],
  prompt: { display: 'block', ...layout.muted },
});

/** A live region that stays in the page (so it is announced) but takes no room while empty. */
export const statusSlot = style({
  selectors: { '&:empty': { marginBlockStart: `calc(${vars.space['4']} * -1)` } },
});

export const spellingNote = style([layout.iconNote, { border: `1px solid ${vars.color.border}` }]);

export const actions = style({
  ...layout.actionBar,
  '@container': { '(min-width: 40rem)': layout.actionBarRow },
});

export const actionsEnd = style([layout.cluster('2', 'center'), { justifyContent: 'flex-end' }]);

export const saveState = style([
  layout.programmeCard.metaItem,
  layout.muted,
  { minHeight: '1.5rem' },
]);

import { layout } from '@puente/ui/styles';
import { media, vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

export const alertList = style([{ display: 'flex', flexDirection: 'column' }, layout.bareList]);

export const alertRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderBlockStart: 'none', paddingBlockStart: 0 } },
  '@media': {
    [media.wide]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center' },
  },
});

export const alertIcon = style({
  ...layout.iconDisc('2.25rem'),
  background: vars.palette.yellowSoft,
  color: vars.palette.yellow,
  selectors: {
    '&[data-severity="high"]': { background: vars.palette.redSoft, color: vars.palette.red },
  },
});

export const alertTitle = style([layout.cluster('2'), { alignItems: 'center' }, layout.itemTitle]);

export const alertActions = style({
  ...layout.cluster('2'),
  gridColumn: '2',
  '@media': { [media.wide]: { gridColumn: 'auto', justifyContent: 'flex-end' } },
});

export const studentName = style({ minWidth: '12rem' });

export const engagement = style({ ...layout.row('3'), minWidth: '10rem', maxWidth: '16rem' });

export const score = style({
  minWidth: '2ch',
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.danger,
  selectors: {
    '&[data-colour="emerald"]': { color: vars.color.success },
    '&[data-colour="amber"]': { color: vars.color.warning },
  },
});

export const preview = style([
  layout.mutedPanel,
  { padding: vars.space['4'], whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
]);

export const placeholderCode = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '0.85em',
  paddingInline: '0.25em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const success = style({ paddingBlock: vars.space['6'], textAlign: 'center' });

export const successIcon = style({ color: vars.color.success });

export const questionList = style([layout.stack('3'), layout.bareList]);

export const question = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space['2'],
});

export const profileSection = style([layout.mutedPanel, { padding: vars.space['4'] }]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: 0,
  fontSize: vars.font.sizeSm,
});

export const factPair = style({ display: 'contents' });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const link = style({ color: vars.color.primary });

/* Campaign answers */

export const campaignItem = style([layout.mutedPanel, { padding: vars.space['3'] }]);

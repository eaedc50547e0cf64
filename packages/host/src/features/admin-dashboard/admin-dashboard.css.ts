import { layout } from '@puente/ui/styles';
import { vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

export const alert = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.palette.red}`,
  background: vars.color.surface,
});

export const alertTitle = style([layout.row('2'), layout.itemTitle]);

export const alertIcon = style({ color: vars.palette.red, flexShrink: 0 });

export const alertDescription = style([layout.muted, { flexGrow: 1 }]);

export const engagementLabel = style([layout.factLabel, { fontWeight: vars.font.weightMedium }]);

export const engagementBar = style({
  display: 'flex',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  gap: '2px',
});

export const segment = style({
  minWidth: '2px',
  selectors: {
    '&[data-level="low"]': { background: vars.color.danger },
    '&[data-level="medium"]': { background: vars.color.warning },
    '&[data-level="high"]': { background: vars.color.success },
  },
});

export const legend = style([layout.cluster('3'), layout.factLabel, { margin: 0 }]);

export const legendValue = style({ margin: 0, color: vars.color.text });

export const swatch = style([
  segment,
  {
    display: 'inline-block',
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: vars.radius.full,
  },
]);

export const entry = style([
  layout.mutedPanel,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: vars.space['2'],
    padding: vars.space['3'],
    fontSize: vars.font.sizeSm,
    overflowWrap: 'anywhere',
  },
]);

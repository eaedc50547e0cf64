import { layout } from '@puente/ui/styles';
import { vars } from '@puente/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const banner = style([
  layout.stack('3'),
  {
    marginBlockEnd: vars.space['6'],
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    border: `1px dashed ${vars.palette.purple}`,
    background: vars.palette.purpleSoft,
    color: vars.color.text,
  },
]);

export const links = style([layout.cluster('2'), layout.bareList]);

globalStyle(`${links} a`, {
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
});

globalStyle(`${links} a[aria-current="page"]`, {
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.primaryForeground,
});

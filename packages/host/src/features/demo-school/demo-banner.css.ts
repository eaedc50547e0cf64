import { layout } from '@puente/ui/styles';
import { vars } from '@puente/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { pillLink } from '../../styles/layout.css';

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

globalStyle(`${links} a`, { ...pillLink, background: vars.color.surface });

globalStyle(`${links} a[aria-current="page"]`, {
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.primaryForeground,
});

import { layout } from '@puente/ui/styles';
import { vars } from '@puente/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const loading = style({
  flex: '1 0 auto',
  ...layout.row('2'),
  justifyContent: 'center',
  minHeight: '40vh',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  // Only a slow answer shows the indicator; a quick one shows nothing at all.
  animation: `${appear} 200ms ease-in 300ms both`,
});

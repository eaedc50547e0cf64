import * as layout from '@puente/ui/kit/layout.css';
import { vars } from '@puente/ui/theme/vars.css';
import { styleVariants } from '@vanilla-extract/css';

/** A recommended article or video: its icon, title and description, and its actions at the end. */
export const content = styleVariants({
  item: [
    layout.cluster('3'),
    layout.outlined,
    { alignItems: 'flex-start', padding: vars.space['3'] },
  ],
  icon: {
    ...layout.centred,
    flexShrink: 0,
    width: '2.25rem',
    height: '2.25rem',
    ...layout.mutedPanel,
    color: vars.color.primary,
  },
  body: { ...layout.stack('1'), flex: '1 1 14rem', minWidth: 0 },
  title: [layout.cluster('2', 'center'), layout.text('md', 'medium')],
  actions: { ...layout.row('2'), marginInlineStart: 'auto' },
});

import * as layout from '@puente/ui/kit/layout.css';
import { vars } from '@puente/ui/theme/vars.css';
import { style, styleVariants } from '@vanilla-extract/css';

export const list = style({ display: 'flex', flexDirection: 'column', ...layout.bareList });

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr)',
  columnGap: vars.space['3'],
  selectors: {
    '&:not(:last-child)': { paddingBottom: vars.space['5'] },
    // The line joining one step's marker to the next.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 'calc(1rem - 1px)',
      top: '2rem',
      bottom: 0,
      width: '2px',
      background: vars.color.border,
    },
  },
});

export const marker = style({
  ...layout.iconDisc('2rem'),
  border: `2px solid currentColor`,
  background: vars.color.surface,
});

export const markerTone = styleVariants({
  completed: { color: vars.palette.green, background: vars.palette.greenSoft },
  current: { color: vars.palette.blue, background: vars.palette.blueSoft },
  upcoming: { color: vars.color.textMuted },
  overdue: { color: vars.palette.red, background: vars.palette.redSoft },
});

export const body = style({ ...layout.stack('2'), minWidth: 0, paddingTop: '0.25rem' });

export const heading = style([
  layout.cluster('1', 'center'),
  { gap: `${vars.space['1']} ${vars.space['3']}` },
]);

export const title = style({ margin: 0, ...layout.itemTitle, lineHeight: 1.3 });

export const date = style([layout.programmeCard.metaItem, layout.muted, { margin: 0 }]);

export const description = style({ margin: 0, ...layout.muted });

/** What the student ticked, under a completed step's description. */
export const tick = style([layout.text('sm', 'medium'), { margin: 0 }]);

export const action = style({ alignSelf: 'flex-start' });

export const card = style(layout.stack('5'));

export const cardTitle = style([layout.text('xl', 'bold'), { margin: 0, lineHeight: 1.2 }]);

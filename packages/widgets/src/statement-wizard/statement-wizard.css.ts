import * as layout from '@puente/ui/kit/layout.css';
import { vars } from '@puente/ui/theme/vars.css';
import { style } from '@vanilla-extract/css';

export const wizard = style([layout.stack('6'), { containerType: 'inline-size' }]);

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['2'],
  ...layout.bareList,
  counterReset: 'wizard-step',
});

export const stepItem = style({
  ...layout.stack('2'),
  ...layout.muted,
  '::before': {
    content: '""',
    display: 'block',
    height: '0.375rem',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceMuted,
  },
  selectors: {
    '&[data-state="done"]::before, &[aria-current="step"]::before': {
      background: vars.color.primary,
    },
    '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.font.weightMedium },
  },
});

export const stepTitle = style([layout.sectionTitle, { outline: 'none' }]);

export const lead = style({ color: vars.color.textMuted, maxWidth: '44rem' });

export const question = style({ position: 'relative' });

export const tipButton = style([
  { position: 'absolute', insetBlockStart: '-0.3rem', insetInlineEnd: 0 },
  layout.helpButton('2rem'),
]);

/** Leaves room for the tip button at the end of each question's label. */
export const questionLabelRoom = style({ paddingInlineEnd: '2.5rem', display: 'inline-block' });

export const sectionCard = style({ gap: vars.space['3'] });

export const sectionText = style({ whiteSpace: 'pre-wrap' });

export const regenerate = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
});

/** The draft's hints, and the assistant at work. */
export const softPanel = style([layout.stack('2'), layout.softPanel]);

export const hintsTitle = style([layout.row('2'), layout.itemTitle]);

export const hintList = style(layout.points);

export const actions = style({
  ...layout.actionBar,
  '@container': { '(min-width: 36rem)': layout.actionBarRow },
});

/** Stop beside the busy bar, at its start rather than across the panel. */
export const stopButton = style({ alignSelf: 'flex-start' });

import { vars } from '@puente/widgets/theme';
import { chatStyles } from '@puente/widgets/ui/styles';
import { style, styleVariants } from '@vanilla-extract/css';
import { wide } from '../../styles/layout.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const title = style({
  fontSize: 'clamp(1.75rem, 4vw, 2.25rem)',
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
});

export const lead = style({ color: vars.color.textMuted, marginBlockStart: vars.space['1'] });

export const sectionTitle = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const subTitle = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const tasks = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const task = style({ height: '100%', gap: vars.space['3'], padding: vars.space['5'] });

export const taskBadges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const taskTitle = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const taskDescription = style({
  flexGrow: 1,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const taskActions = style({ display: 'flex', gap: vars.space['2'] });

export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['2'],
  margin: 0,
});

export const count = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
});

export const countLabel = style({ fontSize: '0.75rem', color: vars.color.textMuted });

export const countValue = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const milestone = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.sizeSm,
});

export const milestoneIcon = styleVariants({
  done: { color: vars.color.success, flexShrink: 0 },
  open: { color: vars.color.warning, flexShrink: 0 },
});

export const milestoneStatus = style({ marginInlineStart: 'auto', color: vars.color.textMuted });

export const college = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const collegeName = style({
  fontWeight: vars.font.weightMedium,
  fontSize: vars.font.sizeSm,
});

export const muted = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const chat = style({ gap: 0, padding: 0, overflow: 'hidden' });

export const chatHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const chatIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
});

/** SPEC §9: the parent chat area is 400 px tall. */
export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '400px',
  padding: vars.space['4'],
  background: vars.color.surfaceMuted,
});

export const examples = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  marginBlockStart: vars.space['2'],
});

export const examplesList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const example = style({ whiteSpace: 'normal', textAlign: 'start', height: 'auto' });

export const chatFooter = style({
  padding: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const row = { bot: chatStyles.chatRow.incoming, parent: chatStyles.chatRow.outgoing };
export const avatar = chatStyles.chatAvatar;
export const bubble = {
  bot: chatStyles.chatBubble.incoming,
  parent: chatStyles.chatBubble.outgoing,
};
export const dots = chatStyles.typingDots;
export const dot = chatStyles.typingDot;

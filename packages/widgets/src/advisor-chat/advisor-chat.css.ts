import { chatAvatar, chatBubble, chatRow, typingDot, typingDots } from '@puente/ui/kit/chat.css';
import * as layout from '@puente/ui/kit/layout.css';
import { vars } from '@puente/ui/theme/vars.css';
import { style } from '@vanilla-extract/css';

export const chat = style({
  ...layout.stack('4'),
  width: '100%',
  maxWidth: '48rem',
  marginInline: 'auto',
});

export const panel = style({ gap: 0, padding: 0, overflow: 'hidden' });

export const header = style({
  ...layout.row('3'),
  padding: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const headerIcon = style([
  layout.iconDisc('2.5rem'),
  { flexShrink: 0, background: vars.color.primary, color: vars.color.primaryForeground },
]);

export const title = style({
  ...layout.cardTitle,
  lineHeight: 1.3,
  selectors: { '&:focus': { outline: 'none' } },
});

export const subtitle = style(layout.muted);

export const log = style({
  ...layout.stack('3'),
  height: 'min(28rem, 60vh)',
  padding: vars.space['4'],
  background: vars.color.surfaceMuted,
});

export const footer = style({
  ...layout.stack('2'),
  padding: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const note = style([layout.row('2'), layout.muted]);

export const summaryHeader = style(layout.row('2'));

export const summaryIcon = style({ color: vars.color.primary, flexShrink: 0 });

export const points = style([
  layout.points,
  { gap: vars.space['2'], paddingInlineStart: vars.space['6'], lineHeight: 1.55 },
]);

export const editList = style(layout.stack('3'));

export const actions = style({ ...layout.cluster('2'), justifyContent: 'flex-end' });

export const outcome = style(layout.iconNote);

export const outcomeIcon = style({
  color: vars.color.success,
  flexShrink: 0,
  marginBlockStart: '0.1rem',
});

export const row = { bot: chatRow.incoming, user: chatRow.outgoing };
export const avatar = chatAvatar;
export const bubble = { bot: chatBubble.incoming, user: chatBubble.outgoing };
export const dots = typingDots;
export const dot = typingDot;

import * as layout from '@puente/ui/kit/layout.css';
import { media } from '@puente/ui/theme/breakpoints.css';
import { vars } from '@puente/ui/theme/vars.css';
import { style, styleVariants } from '@vanilla-extract/css';

export const screen = style({ ...layout.stack('6'), width: '100%' });

/** The screen's title over its subtitle. */
export const page = styleVariants({
  header: { ...layout.stack('3'), alignItems: 'flex-start' },
  title: { fontSize: '1.875rem', fontWeight: vars.font.weightBold, lineHeight: 1.2 },
  subtitle: { color: vars.color.textMuted },
});

export const columns = style([
  layout.columns(media.desktop, 'minmax(0, 3fr) minmax(0, 2fr)', '6'),
  { alignItems: 'start' },
]);

export const column = style(layout.stack('6'));

export const cardTitle = style({ ...layout.row('2'), ...layout.cardTitle, lineHeight: 1.3 });

export const cardIcon = style({ color: vars.color.primary, flexShrink: 0 });

export const muted = style(layout.muted);

export const section = style(layout.stack('2'));

export const sectionTitle = style(layout.groupLabel);

export const iconButton = style({
  flexShrink: 0,
  minWidth: '2rem',
  paddingInline: 0,
});

export const badges = style([layout.cluster('2'), layout.bareList]);

export const buttonRow = style(layout.cluster('2'));

export const notesFooter = style([layout.spread('2'), { alignItems: 'center' }]);

export const preferenceText = style({ fontSize: vars.font.sizeSm, lineHeight: 1.55 });

export const universities = style([layout.stack('3'), layout.bareList]);

/** A saved note as typed: its lines kept, long words wrapped. */
export const noteText = style({
  fontSize: vars.font.sizeSm,
  lineHeight: 1.55,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

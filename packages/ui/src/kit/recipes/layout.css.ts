import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { text } from './text.css';

type Space = keyof typeof vars.space;

/**
 * The layout recipes: how children sit (stacks, rows, clusters, columns),
 * lists, facts, a form's bar of buttons and the layer over dialogs.
 */

/** Children one under another, `gap` apart. */
export const stack = (gap: Space): StyleRule => ({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[gap],
});

/** Children side by side, centred on one line, `gap` apart. */
export const row = (gap: Space): StyleRule => ({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[gap],
});

/** Children side by side, wrapping onto more lines, `gap` apart (buttons, badges), `align`ed. */
export const cluster = (gap: Space, align?: 'center' | 'baseline'): StyleRule => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[gap],
  ...(align && { alignItems: align }),
});

/** `n` equal columns that never overflow. */
export const equalColumns = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

/**
 * One column on a phone; from `query` (a `media` width) on, `columns` equal
 * ones or a template of its own; `gap` apart when given.
 */
export const columns = (query: string, wide: number | string, gap?: Space): StyleRule => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...(gap && { gap: vars.space[gap] }),
  '@media': {
    [query]: { gridTemplateColumns: typeof wide === 'number' ? equalColumns(wide) : wide },
  },
});

/** Content centred both ways in an inline box (an icon in a disc or a badge). */
export const centred: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
};

/** Out of sight, still read by screen readers. */
export const visuallyHidden: StyleRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** A list with no bullets or indent, for lists laid out as cards or rows. */
export const bareList: StyleRule = { margin: 0, padding: 0, listStyle: 'none' };

/** Children at both ends of a line that wraps (a title and its actions), `gap` apart. */
export const spread = (gap: Space): StyleRule => ({
  ...cluster(gap),
  justifyContent: 'space-between',
});

/**
 * The layer of a popup's or a tooltip's content, over the page and its
 * dialogs: Zag gives the positioner the content's z-index (an inline style,
 * over any class), so the content carries it.
 */
export const overDialogs: StyleRule = { position: 'relative', zIndex: 1100 };

/**
 * A form's bar of buttons under a rule: stacked with the main action on top on
 * a phone, one row (`actionBarRow`, under the caller's media or container
 * query) when there is room.
 */
export const actionBar: StyleRule = {
  ...stack('3'),
  flexDirection: 'column-reverse',
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
};
export const actionBarRow = {
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'space-between',
} as const;

/** Facts in as many columns as fit (a programme's deadline, fees, start dates): a `<dl>`. */
export const facts: StyleRule = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
};
/** One fact: its term over its value. */
export const fact: StyleRule = { display: 'flex', flexDirection: 'column', gap: '0.125rem' };
export const factLabel: StyleRule = { fontSize: '0.75rem', color: vars.color.textMuted };
export const factValue: StyleRule = { margin: 0, ...text('sm', 'medium') };

/** A card's titles, beside its logo. */
export const titles: StyleRule = { ...fact, minWidth: 0 };

/** A bulleted list of short points in small text. */
export const points: StyleRule = {
  margin: 0,
  paddingInlineStart: vars.space['5'],
  fontSize: vars.font.sizeSm,
  ...stack('1'),
};

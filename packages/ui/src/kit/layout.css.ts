import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from './focus.css';

type Space = keyof typeof vars.space;

/**
 * The layout and text recipes as style objects, for a `.css.ts` to compose:
 * `style([layout.stack('3'), { maxWidth: '36rem' }])`. They add no class of
 * their own, so an element's first render pays only for what it uses (the
 * components `Stack`, `Grid`, `PageHeader` and `Section` draw the same looks
 * from shared classes).
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

const sizes = {
  sm: vars.font.sizeSm,
  md: vars.font.sizeMd,
  lg: vars.font.sizeLg,
  xl: vars.font.sizeXl,
};
const weights = {
  normal: vars.font.weightNormal,
  medium: vars.font.weightMedium,
  bold: vars.font.weightBold,
};

/** Text at a size of the theme's scale, in one of its weights (`text('sm', 'medium')`). */
export const text = (size: keyof typeof sizes, weight?: keyof typeof weights): StyleRule => ({
  fontSize: sizes[size],
  ...(weight && { fontWeight: weights[weight] }),
});

/** Secondary text: small and muted. */
export const muted: StyleRule = { fontSize: vars.font.sizeSm, color: vars.color.textMuted };

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

/** A card's surface: the theme's surface, border, large radius and small shadow. */
export const surface: StyleRule = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
};

/** A thin border with the medium radius: a row in a list, a choice. */
export const outlined: StyleRule = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
};

/** Children at both ends of a line that wraps (a title and its actions), `gap` apart. */
export const spread = (gap: Space): StyleRule => ({
  ...cluster(gap),
  justifyContent: 'space-between',
});

/** A row inside a card: the muted surface with the medium radius. */
export const mutedPanel: StyleRule = {
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
};

/** What a list says when it is empty, inside a card. */
export const dashedNote: StyleRule = {
  ...muted,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  textAlign: 'center',
};

/** What a list of cards says in their place (loading, empty, failed): centred in a dashed box. */
export const listState: StyleRule = {
  ...stack('3'),
  alignItems: 'center',
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
};

/** An icon in a round tinted disc, `size` across. */
export const iconDisc = (size: string): StyleRule => ({
  ...centred,
  width: size,
  height: size,
  borderRadius: vars.radius.full,
});

/** An icon in the brand colour on a muted disc, `size` across (an empty state's, a screen's mark). */
export const markDisc = (size: string): StyleRule => ({
  ...iconDisc(size),
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
});

/** A button drawn as its icon alone, `size` across (a dialog's or a toast's close). */
export const iconButton = (size: string): StyleRule => ({
  ...centred,
  width: size,
  height: size,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'pointer',
});

/** A round icon button that opens help (a tooltip's trigger), `size` across. */
export const helpButton = (size: string): StyleRule => ({
  ...iconButton(size),
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  cursor: 'help',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

/** A surface over the page (a popup, a toast): text colour, border and the large shadow. */
export const floating: StyleRule = {
  ...surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
};

/**
 * The layer of a popup's or a tooltip's content, over the page and its
 * dialogs: Zag gives the positioner the content's z-index (an inline style,
 * over any class), so the content carries it.
 */
export const overDialogs: StyleRule = { position: 'relative', zIndex: 1100 };

/** A list that pops up over the page (a menu's, a select's options). */
export const popup: StyleRule = {
  ...floating,
  ...overDialogs,
  padding: vars.space['1'],
  outline: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
};

/** One choice in a popup. */
export const popupItem: StyleRule = {
  ...row('2'),
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  userSelect: 'none',
};

/** The small capitals line above a title ("Personal statement"). */
export const eyebrow: StyleRule = {
  ...text('sm', 'medium'),
  color: vars.color.primary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
};

/** A small capitals label over a group ("Programs", "Academic interests"). */
export const groupLabel: StyleRule = {
  ...text('sm', 'bold'),
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
};

/** A screen's title. */
export const pageTitle: StyleRule = {
  fontSize: 'clamp(1.75rem, 4vw, 2.25rem)',
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
};

/** A card's or dialog's title. */
export const cardTitle = text('lg', 'bold');

/** A title inside a card or a list row. */
export const itemTitle = text('md', 'bold');

/** Small muted text that breaks a long word rather than overflow. */
export const note: StyleRule = { ...muted, margin: 0, overflowWrap: 'anywhere' };

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

/** A short note with its icon on a muted panel (what a step did, a spelling hint). */
export const iconNote: StyleRule = {
  ...row('2'),
  alignItems: 'flex-start',
  padding: vars.space['3'],
  ...mutedPanel,
  fontSize: vars.font.sizeSm,
};

/** A chat bubble's shape, and the tail of one that comes in or goes out. */
export const bubble = {
  shape: {
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.lg,
    fontSize: vars.font.sizeSm,
  } satisfies StyleRule,
  incoming: {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderEndStartRadius: vars.radius.sm,
  } satisfies StyleRule,
  outgoing: {
    background: vars.color.primary,
    color: vars.color.primaryForeground,
    borderEndEndRadius: vars.radius.sm,
  } satisfies StyleRule,
};

/** A tinted box inside a card or a form (hints, work under way). */
export const softPanel: StyleRule = {
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
};

/** A section's `<h2>` (the `Section` component's). */
export const sectionTitle: StyleRule = { ...text('xl', 'bold'), lineHeight: 1.25 };

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

/** What a part says when it could not load: a card with the danger colour's border. */
export const problem: StyleRule = {
  ...stack('3'),
  alignItems: 'flex-start',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
};

/** A bulleted list of short points in small text. */
export const points: StyleRule = {
  margin: 0,
  paddingInlineStart: vars.space['5'],
  fontSize: vars.font.sizeSm,
  ...stack('1'),
};

/** A fact's or a meta line's icon and text side by side. */
const metaItem: StyleRule = { display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] };

/**
 * A programme's card, as the finder draws it and the host's suggestions
 * and selections draw it again: one look in both places.
 */
export const programmeCard = {
  card: {
    ...stack('4'),
    height: '100%',
    padding: vars.space['5'],
    ...surface,
  } satisfies StyleRule,
  logo: { width: '3.5rem', height: '3.5rem' } satisfies StyleRule,
  university: { ...text('sm', 'medium'), color: vars.color.textMuted } satisfies StyleRule,
  title: {
    ...cardTitle,
    lineHeight: 1.3,
    overflowWrap: 'anywhere',
  } satisfies StyleRule,
  /** City, duration, start: muted, wrapping. */
  meta: {
    ...cluster('1'),
    gap: `${vars.space['1']} ${vars.space['3']}`,
    ...muted,
  } satisfies StyleRule,
  metaItem,
  /** The facts on a muted panel, as many columns as fit at `min` each. */
  facts: (min: string): StyleRule => ({
    ...facts,
    gridTemplateColumns: `repeat(auto-fit, minmax(${min}, 1fr))`,
    padding: vars.space['3'],
    ...mutedPanel,
  }),
  fact: { ...titles, fontSize: vars.font.sizeSm } satisfies StyleRule,
  factLabel: { ...metaItem, color: vars.color.textMuted } satisfies StyleRule,
  factValue: {
    margin: 0,
    fontWeight: vars.font.weightMedium,
    overflowWrap: 'anywhere',
  } satisfies StyleRule,
  /** An entry requirement in a pill. */
  requirement: {
    paddingInline: vars.space['2'],
    paddingBlock: '0.125rem',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    fontSize: '0.8125rem',
  } satisfies StyleRule,
};

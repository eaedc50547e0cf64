import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../focus.css';
import { centred, overDialogs, row, stack } from './layout.css';
import { muted } from './text.css';

/**
 * The surface recipes: cards, panels, outlines and what floats over the page
 * (popups and their items), discs and icon buttons, notes and states drawn
 * in a box, chat bubbles.
 */

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

/** What a part says when it could not load: a card with the danger colour's border. */
export const problem: StyleRule = {
  ...stack('3'),
  alignItems: 'flex-start',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
};

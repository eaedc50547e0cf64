import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { cluster, facts, stack, titles } from './layout.css';
import { mutedPanel, surface } from './surface.css';
import { cardTitle, muted, text } from './text.css';

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

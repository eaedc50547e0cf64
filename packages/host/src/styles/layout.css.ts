import { layout } from '@puente/ui/styles';
import { media, vars } from '@puente/ui/theme';
import { type StyleRule, style, styleVariants } from '@vanilla-extract/css';

/** Centres page content and keeps it readable on wide screens. */
export const container = style({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [media.wide]: { paddingInline: vars.space['6'] } },
});

/** A page's main column: grows so the footer stays at the bottom. */
export const main = style({
  flex: '1 0 auto',
  paddingBlock: vars.space['8'],
  outline: 'none',
});

/** Puente's name beside its mark: the header's, the sign-in page's and the footer's. */
export const brand = style({
  ...layout.row('2'),
  display: 'inline-flex',
  ...layout.cardTitle,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

/** A button drawn as text in the colour around it, with no box of its own. */
export const textButton: StyleRule = {
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
};

/** A link drawn as a pill, in a row of them: a page's contents, the demo's screens. */
export const pillLink: StyleRule = {
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
};

/** A journey's first screens (the welcome, the country choice): centred under a mark in a disc. */
export const journey = {
  screen: {
    ...layout.stack('5'),
    alignItems: 'center',
    marginInline: 'auto',
    textAlign: 'center',
  } satisfies StyleRule,
  /** The steps or choices: one column on a phone, three from 768 px. */
  columns: {
    ...layout.columns(media.wide, 3, '3'),
    width: '100%',
    textAlign: 'start',
  } satisfies StyleRule,
};

/** Facts in a `<dl className={facts.list}>`, each the kit's `<Fact styles={facts}>` in its own looks. */
export const facts = styleVariants({
  list: layout.facts,
  fact: layout.fact,
  factLabel: layout.factLabel,
  factValue: layout.factValue,
});

/** The kit's looks more than one screen draws as a class: a bulleted list, a failed load, an empty list. */
export const points = style(layout.points);
export const problem = style(layout.problem);
export const emptyNote = style(layout.dashedNote);

/** A screen's or its header's reading width. */
export const measure = styleVariants({
  40: { maxWidth: '40rem' },
  48: { maxWidth: '48rem' },
  56: { maxWidth: '56rem' },
  60: { maxWidth: '60rem' },
});

/** A screen narrower than the page, in its middle. */
export const centredColumn = style({ marginInline: 'auto' });

/** A card's last row under a rule: its buttons, its composer. */
export const ruledFooter = style({
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** A figure in a summary of counts: large and bold, its digits in columns. */
export const statValue = style({
  margin: 0,
  ...layout.text('xl', 'bold'),
  fontVariantNumeric: 'tabular-nums',
});

/** A row of a list, outlined: what it names, and at the end its badge or button. */
// Wraps, and breaks a long email address, rather than pushing its badge off a 320 px screen.
export const listRow = style([
  layout.row('3'),
  layout.outlined,
  {
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    padding: vars.space['3'],
    overflowWrap: 'anywhere',
  },
]);

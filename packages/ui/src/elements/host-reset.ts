/**
 * Every inherited property a school's CSS could set on an element's
 * ancestors (`body { letter-spacing: .04em }`), reset on the element itself.
 * A shadow root stops the school's selectors, not inheritance; and only an
 * `!important` rule inside the shadow root outranks the page's own rules for
 * the host element. Left alone on purpose: `visibility` and `pointer-events`
 * (a page hiding or disabling a section means it for Puente too) and custom
 * properties (the `--puente-*` theming). Font, size, colour and line height
 * are the theme's, on the element's inner root.
 */
const INHERITED_RESET: Record<string, string> = {
  'border-collapse': 'separate',
  'border-spacing': '0',
  'caption-side': 'top',
  'caret-color': 'auto',
  cursor: 'auto',
  direction: 'ltr',
  'empty-cells': 'show',
  'font-feature-settings': 'normal',
  'font-kerning': 'auto',
  'font-size-adjust': 'none',
  'font-stretch': 'normal',
  'font-style': 'normal',
  'font-synthesis': 'weight style',
  'font-variant': 'normal',
  'font-variation-settings': 'normal',
  'font-weight': '400',
  hyphens: 'manual',
  'letter-spacing': 'normal',
  'line-break': 'auto',
  'list-style': 'disc outside none',
  'overflow-wrap': 'normal',
  'paint-order': 'normal',
  quotes: 'auto',
  'tab-size': '8',
  'text-align': 'start',
  'text-align-last': 'auto',
  'text-indent': '0',
  'text-rendering': 'auto',
  'text-shadow': 'none',
  'text-transform': 'none',
  'text-underline-offset': 'auto',
  'text-underline-position': 'auto',
  'white-space': 'normal',
  'word-break': 'normal',
  'word-spacing': 'normal',
  'writing-mode': 'horizontal-tb',
  '-webkit-text-fill-color': 'currentcolor',
  '-webkit-text-stroke': '0',
};

/** The element's own box: a block the page may size and place, whose text the page cannot reach. */
export const HOST_CSS = `:host{display:block;${Object.entries(INHERITED_RESET)
  .map(([property, value]) => `${property}:${value}!important`)
  .join(';')}}:host([hidden]){display:none}`;

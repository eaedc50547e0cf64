import { FAILED_ATTRIBUTE } from './failed';

/** Marks the loader's preview of a finder's first page: a child of the element, until it renders. */
export const PREVIEW_ATTRIBUTE = 'data-puente-preview';

/**
 * The finder's own words for what the preview shows, in its two languages
 * (en-GB is the finder's message id): `finder-preview.test.ts` in the
 * widgets holds them to the finder's catalogue.
 */
export const PREVIEW_TEXT = {
  'en-GB': {
    title: 'Foundation Year Pathways',
    list: 'Foundation programs',
    fees: 'Tuition fees',
    perYear: '{amount}/year',
    deadline: 'Deadline',
  },
  'es-MX': {
    title: 'Programas Foundation Year',
    list: 'Programas Foundation Year',
    fees: 'Colegiatura',
    perYear: '{amount} al año',
    deadline: 'Fecha límite',
  },
};

export type PreviewLanguage = keyof typeof PREVIEW_TEXT;

/** What the preview reads of each programme in the catalogue's answer. */
export interface PreviewProgramme {
  programName: string;
  universityName: string;
  tuitionFees: number;
  applicationDeadline: string;
}

// The real card's looks (`kit/recipes/programme-card.css.ts`), in the theme's colours
// (`theme/vars.css.ts`: a school's `--puente-color-*`, else light or dark). `!important`
// on the host: only that outranks the school's rules for an element of its page. It fills the
// element's reserved space (a dark theme's canvas with it). Lengths in px, as the elements'
// (`vite/inline-css.ts`): inside a shadow root `rem` still follows the page's `html` font size.
const colours = (dark: 0 | 1) =>
  (
    [
      ['s', 'surface', '#fff', '#12202f'],
      ['m', 'surface-muted', '#f1f5f8', '#1a2b3d'],
      ['t', 'text', '#0f1d2b', '#e8eff5'],
      ['u', 'text-muted', '#4a5b6d', '#a6b6c6'],
      ['b', 'border', '#c9d4de', '#2e4257'],
    ] as const
  )
    .map(([short, name, ...values]) => `--${short}:var(--puente-color-${name},${values[dark]})`)
    .join(';');
const DARK = `{${colours(1)};background:var(--puente-color-canvas-dark,#0b1622)!important}`;
const CSS =
  `:host{${colours(0)};all:initial!important;display:block!important;min-height:inherit!important;font:400 16px/1.5 var(--puente-font-family,'Inter',system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif)!important;color:var(--t)!important}` +
  `:host([theme=dark])${DARK}` +
  `@media (prefers-color-scheme:dark){:host([theme=auto])${DARK}}` +
  `h2,h3,p,ul,dl,dd{margin:0}` +
  `h2{margin-bottom:20px;font-size:clamp(24px,4vw,36px);font-weight:650;line-height:1.2}` +
  `ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,320px),1fr));gap:16px;padding:0;list-style:none}` +
  `article{display:flex;flex-direction:column;gap:16px;height:100%;box-sizing:border-box;padding:20px;background:var(--s);border:1px solid var(--b);border-radius:calc(var(--puente-radius,10px)*1.6)}` +
  `p,dt{color:var(--u)}` +
  `p{font-size:14px;font-weight:500}` +
  `h3{font-size:18px;font-weight:650;line-height:1.3;overflow-wrap:anywhere}` +
  `dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(128px,1fr));gap:12px;padding:12px;border-radius:var(--puente-radius,10px);background:var(--m);font-size:14px}` +
  `dd{font-weight:500}`;

let sheet: CSSStyleSheet | undefined;

/**
 * Draws the finder's first page of programmes from the catalogue's answer,
 * before its code has run: a static list of cards (name, university, fees,
 * deadline, in the element's language) in a shadow root of its own, which
 * the school's CSS cannot reach, styled by a constructable sheet (a strict
 * `style-src` allows it). The element's own render replaces it (its shadow
 * root shows the light DOM only until React's first commit); it is removed
 * once the element is ready, or its code failed.
 */
export function drawFinderPreview(
  element: Element,
  programmes: readonly PreviewProgramme[],
  language: PreviewLanguage,
): void {
  // Not once the element shows its own content (its root holds more than the slot), failed, or left.
  if (
    programmes.length === 0 ||
    !element.isConnected ||
    element.hasAttribute(FAILED_ATTRIBUTE) ||
    element.shadowRoot?.querySelector(':not(slot)') ||
    element.querySelector(`:scope>[${PREVIEW_ATTRIBUTE}]`)
  ) {
    return;
  }
  const words = PREVIEW_TEXT[language];
  const make = <K extends keyof HTMLElementTagNameMap>(
    parent: ParentNode,
    tag: K,
    text?: string,
  ): HTMLElementTagNameMap[K] => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    parent.append(node);
    return node;
  };
  const preview = document.createElement('div');
  preview.setAttribute(PREVIEW_ATTRIBUTE, '');
  const theme = element.getAttribute('theme');
  if (theme) preview.setAttribute('theme', theme);
  const root = preview.attachShadow({ mode: 'open' });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  root.adoptedStyleSheets = [sheet];
  make(root, 'h2', words.title);
  const list = make(root, 'ul');
  list.setAttribute('aria-label', words.list);
  list.setAttribute('aria-busy', 'true');
  const pounds = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'GBP',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  const day = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: language === 'es-MX' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  for (const programme of programmes) {
    const card = make(make(list, 'li'), 'article');
    make(card, 'p', programme.universityName);
    // The catalogue's names stay English (docs/i18n.md), as on the real card.
    make(card, 'h3', programme.programName).lang = 'en';
    const facts = make(card, 'dl');
    const deadline = new Date(`${programme.applicationDeadline}T00:00:00Z`);
    for (const [label, value] of [
      [words.fees, words.perYear.replace('{amount}', pounds.format(programme.tuitionFees))],
      [
        words.deadline,
        Number.isNaN(deadline.getTime()) ? programme.applicationDeadline : day.format(deadline),
      ],
    ]) {
      const fact = make(facts, 'div');
      make(fact, 'dt', label);
      make(fact, 'dd', value);
    }
  }
  const remove = () => preview.remove();
  element.addEventListener('puente-ready', remove, { once: true });
  element.addEventListener('puente-error', remove, { once: true });
  // First, before what the page put inside: the loader's stylesheet hides what follows it.
  element.prepend(preview);
}

import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { adoptStyles } from './element-styles';
import { announceFirstRender } from './first-render';

/** How r2wc reads an attribute into a prop. */
export type PropType = 'string' | 'number' | 'boolean' | 'function' | 'method' | 'json';

/** An element's own props, camelCase, each with how its attribute is read (`pageSize: 'number'`). */
export type PropTypes = Readonly<Record<string, PropType>>;

/** The class r2wc returns: an `HTMLElement` with the lifecycle a subclass extends. */
export type R2wcElementClass = new () => HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
};

/**
 * The base of every Puente element: `Widget` rendered by r2wc in an open
 * shadow root, with the `theme` prop and the given `props`. On each
 * connection it adopts Puente's styles, hands a property the page set before
 * the element was defined (the loader defines elements late) to its setter,
 * and fires `puente-ready` (and takes the `ready` state) once the first render is in the page.
 */
export const PuenteElement = <Props extends object>(
  Widget: ComponentType<Props>,
  props: PropTypes = {},
) => {
  const Rendered = r2wc(Widget, {
    shadow: 'open',
    props: { theme: 'string', ...props },
  } as Parameters<typeof r2wc<Props>>[1]) as R2wcElementClass;
  /**
   * What every Puente element shares; an element's own docs add to these.
   * (The manifest's analyzer reads these tags on a class, so they sit on the
   * class this factory returns, and each variant's on its own.)
   *
   * @attr {'light' | 'dark' | 'auto'} theme - `light` (default), `dark`, or `auto` (follows the visitor's colour scheme).
   * @attr {string} lang - The element's language: any Spanish (`es`, `es-MX`, `es-419`) for Mexican Spanish, English (`en`, `en-GB`) for British English. When omitted, the closest ancestor's `lang` (so `<html lang="es">` is enough), else British English. Changing it, or the page's, re-renders the element in place; its dates, numbers and the Puente server's messages follow.
   *
   * @event {CustomEvent<PuenteReadyDetail>} puente-ready - The element shows its content for the first time (in its language, its data in); `detail` is `{ tagName }`. `customElements.whenDefined()` is when its code has loaded.
   * @event {CustomEvent<PuenteErrorDetail>} puente-error - The element could not load its code (`reason: 'script'`: it then lets its reserved space go and shows what the page put inside it) or its data (`'data'`); `detail` is `{ tagName, reason, message }`, the message saying what to check. A loader that could not load cannot say so: the page's own handler fires it on `document` with `reason: 'loader'` (docs/embedding.md).
   *
   * @cssstate ready - The element shows its content, from the moment `puente-ready` fires: style what surrounds it with `:state(ready)` (e.g. `puente-timeline:not(:state(ready)) + .caption { visibility: hidden }`).
   *
   * @cssproperty --puente-color-primary - The brand colour: buttons, links, focus ring (default deep teal). Hover, pressed, focus ring and the text on it are derived from it unless set below, each kept readable: text at 4.5:1, the ring at 3:1.
   * @cssproperty --puente-color-primary-dark - The brand colour in `theme="dark"`; default: `--puente-color-primary` lightened until it reads as a link on the dark surface.
   * @cssproperty --puente-color-primary-hover - A primary button under the pointer; default: the brand colour moved away from the text on it, at least 16% (20% in dark theme): darker under white text, lighter under black, so lighter in dark theme (`-dark` for dark theme).
   * @cssproperty --puente-color-primary-pressed - A primary button while pressed; default: as hover, at least 28% (35% in dark theme) (`-dark` for dark theme).
   * @cssproperty --puente-color-primary-foreground - Text on the brand colour; default: white or black, whichever contrasts more, at least 4.5:1 on any colour (`-dark` for dark theme).
   * @cssproperty --puente-color-focus-ring - The keyboard focus ring; default: the shade of the brand colour nearest it that reads at 3:1 against both the button and the surface (`-dark` for dark theme).
   * @cssproperty --puente-color-canvas - What the element paints behind itself; default: nothing in light theme, the dark background in dark (`--puente-color-canvas-dark`).
   * @cssproperty --puente-color-background - Page-level background inside dialogs and overlays.
   * @cssproperty --puente-color-surface - Card, dialog and field background.
   * @cssproperty --puente-color-surface-muted - Quiet backgrounds: secondary buttons, hovered rows, tags.
   * @cssproperty --puente-color-text - Body text.
   * @cssproperty --puente-color-text-muted - Secondary text: hints, dates, counters.
   * @cssproperty --puente-color-border - Borders of cards, panels and dividers.
   * @cssproperty --puente-color-control-border - The edge of fields, selects and checkboxes; keep it 3:1 or more against the surface.
   * @cssproperty --puente-color-danger - Errors and destructive buttons.
   * @cssproperty --puente-radius - Corner radius of fields and buttons (cards and dialogs use 1.6x).
   * @cssproperty --puente-font-family - Font of everything inside the element.
   */
  class PuenteElement extends Rendered {
    // A DOM without ElementInternals (the unit tests' happy-dom) renders the element stateless.
    readonly #states = this.attachInternals?.().states;

    override connectedCallback(): void {
      if (this.shadowRoot) adoptStyles(this.shadowRoot);
      keepEarlyValues(this);
      super.connectedCallback();
      announceFirstRender(this, this.#states);
    }
  }
  return PuenteElement;
};

/** A Puente element that calls the Puente server: `PuenteElement` with `api-base`. */
export const PuenteApiElement = <Props extends object>(
  Widget: ComponentType<Props>,
  props: PropTypes = {},
) => {
  /**
   * @attr {string} api-base - Origin of the Puente server, e.g. `https://puente.example`. When omitted: the loader script's `data-api-base`, else the origin the element's script came from.
   */
  class PuenteApiElement extends PuenteElement(Widget, { apiBase: 'string', ...props }) {}
  return PuenteApiElement;
};

/**
 * A Puente element that acts for a school from the school's own site:
 * `PuenteApiElement` with `site-key`.
 */
export const PuenteSiteKeyElement = <Props extends object>(
  Widget: ComponentType<Props>,
  props: PropTypes = {},
) => {
  /**
   * @attr {string} site-key - The school's site key (`pk_` and 24 characters, from its settings on Puente). When omitted: the loader script's `data-site-key`. On a page whose origin is one of the school's registered websites, the element acts for the school (a hand-off is attributed to it; the advisor chat asks the Puente server's model, within the school's limits); from any other page, for none.
   */
  class PuenteSiteKeyElement extends PuenteApiElement(Widget, { siteKey: 'string', ...props }) {}
  return PuenteSiteKeyElement;
};

/** Registers a Puente element as `tagName`, unless the page already has an element by that name. */
export function defineElement(tagName: string, element: CustomElementConstructor): void {
  if (!customElements.get(tagName)) customElements.define(tagName, element);
}

/**
 * A value the page set on the element before it was upgraded sits on the
 * instance, hiding the setter (r2wc's props, an element's own); hand each to
 * its setter.
 */
function keepEarlyValues(element: HTMLElement): void {
  const values = element as unknown as Record<string, unknown>;
  for (const name of settableProperties(Object.getPrototypeOf(element))) {
    if (!Object.hasOwn(element, name)) continue;
    const value = values[name];
    delete values[name];
    values[name] = value;
  }
}

/** The element's properties with setters, up to HTMLElement's. */
function settableProperties(prototype: object): string[] {
  const names: string[] = [];
  for (
    let level: object | null = prototype;
    level && level !== HTMLElement.prototype;
    level = Object.getPrototypeOf(level)
  ) {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(level))) {
      if (descriptor.set) names.push(name);
    }
  }
  return names;
}

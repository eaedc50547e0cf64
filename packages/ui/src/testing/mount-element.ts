import { within } from '@testing-library/react';
import { vi } from 'vitest';
import { createFakeApi } from './fake-api';

export interface HeardEvent {
  type: string;
  detail: unknown;
}

let listening = new AbortController();

/**
 * Puts `<tag>` with `attributes` in the page and records the `eventTypes` the
 * page hears on `document`. Call `unmountElements()` after each test.
 */
export function mountElement<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Record<string, string>,
  eventTypes: readonly string[],
) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: HeardEvent[] = [];
  for (const type of eventTypes) {
    document.addEventListener(
      type,
      (event) => events.push({ type, detail: (event as CustomEvent).detail }),
      { signal: listening.signal },
    );
  }
  document.body.append(element);
  const shadow = element.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  return { element, shadow: within(shadow as unknown as HTMLElement), events };
}

/** `mountElement` on a page whose `fetch` a fake API answers; that API too, for the test to steer. */
export function mountWithApi<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Record<string, string>,
  eventTypes: readonly string[],
) {
  const server = createFakeApi();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  return { ...mountElement(tag, attributes, eventTypes), server };
}

/** Empties the page, stops listening, forgets what the page stored and the stubbed fetch. */
export function unmountElements(): void {
  listening.abort();
  listening = new AbortController();
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
}

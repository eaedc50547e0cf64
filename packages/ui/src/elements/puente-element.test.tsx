import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  defineElement,
  PuenteApiElement,
  PuenteElement,
  PuenteSiteKeyElement,
} from './puente-element';

function Greeting({ name, profile }: { name?: string; profile?: { school: string } }) {
  return (
    <p>
      Hello {name ?? 'nobody'} from {profile?.school ?? 'nowhere'}
    </p>
  );
}

const GreetingElement = PuenteElement(Greeting, { name: 'string', profile: 'json' });

let listening = new AbortController();

afterEach(() => {
  listening.abort();
  listening = new AbortController();
  document.body.replaceChildren();
});

function heard(type: string): unknown[] {
  const details: unknown[] = [];
  document.addEventListener(type, (event) => details.push((event as CustomEvent).detail), {
    signal: listening.signal,
  });
  return details;
}

describe('PuenteElement', () => {
  it('tells the page once, per element, when its first render is in the page', async () => {
    defineElement('puente-test-ready', class extends GreetingElement {});
    const ready = heard('puente-ready');
    const element = document.createElement('puente-test-ready');
    document.body.append(element);

    await waitFor(() => expect(ready).toEqual([{ tagName: 'puente-test-ready' }]));
    expect(element.shadowRoot?.textContent).toBe('Hello nobody from nowhere');
    expect(element.shadowRoot?.adoptedStyleSheets).toHaveLength(1);
    element.setAttribute('name', 'Lucía');
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Lucía'));
    expect(ready).toHaveLength(1);
  });

  it('shows what is inside it (the loader’s preview, the page’s fallback) until its first render, and only that', async () => {
    const element = document.createElement('puente-test-inside');
    element.innerHTML = '<a href="/foundation-programs">Foundation programmes on Puente</a>';
    document.body.append(element);
    defineElement('puente-test-inside', class extends GreetingElement {});

    const slot = element.shadowRoot?.querySelector('slot');
    expect(slot?.assignedNodes()).toEqual([element.firstChild]);
    await waitFor(() => expect(element.shadowRoot?.textContent).toBe('Hello nobody from nowhere'));
    expect(element.shadowRoot?.querySelector('slot')).toBeNull();
  });

  it('keeps properties a page set before the element was defined', async () => {
    const early = document.createElement('puente-test-early') as HTMLElement & {
      profile?: { school: string };
    };
    early.profile = { school: 'Colegio Americano' };
    document.body.append(early);

    defineElement('puente-test-early', class extends GreetingElement {});
    await waitFor(() =>
      expect(early.shadowRoot?.textContent).toBe('Hello nobody from Colegio Americano'),
    );
  });

  it('observes theme, and api-base and site-key only on the elements that take them', () => {
    const observed = (element: unknown) =>
      [...(element as { observedAttributes: string[] }).observedAttributes].sort();
    expect(observed(PuenteElement(Greeting, { name: 'string' }))).toEqual(['name', 'theme']);
    expect(observed(PuenteApiElement(Greeting))).toEqual(['api-base', 'theme']);
    expect(observed(PuenteSiteKeyElement(Greeting))).toEqual(['api-base', 'site-key', 'theme']);
  });

  it('leaves a tag the page already defined alone', () => {
    class Existing extends HTMLElement {}
    customElements.define('puente-test-taken', Existing);
    defineElement('puente-test-taken', class extends GreetingElement {});
    expect(customElements.get('puente-test-taken')).toBe(Existing);
  });
});

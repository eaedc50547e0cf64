import { afterEach, describe, expect, it, vi } from 'vitest';
import { startElementLoader } from './element-loader';
import { reserveSpace } from './reserve-space';

/** The viewport, as a test drives it: `scrollTo(element)` brings an element near it. */
class Viewport {
  static observers: Viewport[] = [];
  readonly watched = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    Viewport.observers.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static scrollTo(element: Element) {
    for (const observer of Viewport.observers) {
      if (!observer.watched.has(element)) continue;
      const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

let stop = () => {};

afterEach(() => {
  stop();
  Viewport.observers = [];
  document.body.replaceChildren();
  document.adoptedStyleSheets = [];
});

function start() {
  const importElement = vi.fn(async (_tagName: string) => {});
  const loader = startElementLoader({
    tagNames: ['puente-waitlist', 'puente-programme-finder'],
    importElement,
    IntersectionObserver: Viewport as unknown as typeof IntersectionObserver,
  });
  stop = loader.stop;
  return { loader, importElement };
}

const flushObservers = () => new Promise((resolve) => setTimeout(resolve));

describe('the loader', () => {
  it('imports an element’s module only once one comes near the viewport, once for any number of them', async () => {
    document.body.innerHTML =
      '<puente-waitlist id="a"></puente-waitlist><puente-waitlist id="b"></puente-waitlist>';
    const { importElement } = start();
    expect(importElement).not.toHaveBeenCalled();

    Viewport.scrollTo(document.getElementById('b') as Element);
    Viewport.scrollTo(document.getElementById('a') as Element);
    expect(importElement.mock.calls).toEqual([['puente-waitlist']]);
  });

  it('watches elements the page adds later, and ignores tags it does not know', async () => {
    const { importElement } = start();
    const section = document.createElement('section');
    const finder = section.appendChild(document.createElement('puente-programme-finder'));
    const stranger = document.createElement('puente-unknown');
    document.body.append(stranger, section);
    await flushObservers();

    Viewport.scrollTo(stranger);
    Viewport.scrollTo(finder);
    expect(importElement.mock.calls).toEqual([['puente-programme-finder']]);
  });

  it('loads an element on request, wherever it is, and refuses a tag it does not know', async () => {
    const { loader, importElement } = start();
    await loader.load('puente-waitlist');
    await loader.load('puente-waitlist');
    expect(importElement.mock.calls).toEqual([['puente-waitlist']]);
    const refused = await loader.load('puente-unknown').catch((error: Error) => error.message);
    expect(refused).toBe('Puente has no <puente-unknown>');
  });
});

describe('reserveSpace', () => {
  it('adopts the reservation rules into the page without a <style> element', () => {
    reserveSpace(':where(puente-waitlist){display:block;min-height:30rem}');
    expect(document.querySelectorAll('style')).toHaveLength(0);
    const rules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
    expect(rules.map((rule) => rule.cssText).join('')).toContain('min-height: 30rem');
  });
});

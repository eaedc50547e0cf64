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

function start(importElement = vi.fn(async (_tagName: string) => {})) {
  const shadowRoots: ShadowRoot[] = [];
  const loader = startElementLoader({
    tagNames: ['puente-waitlist', 'puente-programme-finder'],
    importElement,
    onShadowRoot: (root) => shadowRoots.push(root),
    IntersectionObserver: Viewport as unknown as typeof IntersectionObserver,
  });
  stop = loader.stop;
  return { loader, importElement, shadowRoots };
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

  it('finds elements inside a school’s own web components, whose shadow roots come later', async () => {
    const before = document.body.appendChild(document.createElement('school-card'));
    before.attachShadow({ mode: 'open' }).innerHTML = '<puente-waitlist></puente-waitlist>';
    const { importElement, shadowRoots } = start();
    // A component upgraded after the loader ran: its root is attached, then filled.
    const later = document.body.appendChild(document.createElement('school-finder'));
    await flushObservers();
    const root = later.attachShadow({ mode: 'open' });
    root.innerHTML = '<div><puente-programme-finder></puente-programme-finder></div>';
    await flushObservers();

    expect(shadowRoots).toEqual([before.shadowRoot, root]);
    Viewport.scrollTo(before.shadowRoot?.querySelector('puente-waitlist') as Element);
    Viewport.scrollTo(root.querySelector('puente-programme-finder') as Element);
    expect(importElement.mock.calls).toEqual([['puente-waitlist'], ['puente-programme-finder']]);
  });

  it('tells the page with puente-error when an element’s code cannot load, and tries again later', async () => {
    document.body.innerHTML = '<puente-waitlist></puente-waitlist>';
    const importElement = vi.fn(async (_tagName: string) => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loader } = start(importElement);
    const errors: CustomEvent[] = [];
    document.addEventListener('puente-error', (event) => errors.push(event as CustomEvent));

    const failed = await loader.load('puente-waitlist').catch((error: Error) => error.message);
    expect(failed).toBe('Failed to fetch dynamically imported module');
    expect(errors.map((event) => event.detail)).toEqual([
      {
        tagName: 'puente-waitlist',
        reason: 'script',
        message:
          '<puente-waitlist> could not load its code from the Puente server: Failed to fetch dynamically imported module',
      },
    ]);
    // Its reserved space goes, so the page closes up or shows what it put inside.
    expect(document.querySelector('puente-waitlist')?.hasAttribute('data-puente-failed')).toBe(
      true,
    );
    await loader.load('puente-waitlist').catch(() => {});
    expect(importElement).toHaveBeenCalledTimes(2);
  });

  it('hands each element it finds, and those of a tag as it starts loading, to the page’s hooks', async () => {
    document.body.innerHTML =
      '<puente-programme-finder id="a"></puente-programme-finder><puente-programme-finder id="b"></puente-programme-finder><puente-waitlist></puente-waitlist>';
    const found: string[] = [];
    const loading: string[][] = [];
    const loader = startElementLoader({
      tagNames: ['puente-waitlist', 'puente-programme-finder'],
      importElement: async () => {},
      onFound: (element) => found.push(element.id || element.localName),
      onLoad: (tagName, elements) => loading.push([tagName, ...elements.map(({ id }) => id)]),
      IntersectionObserver: Viewport as unknown as typeof IntersectionObserver,
    });
    stop = loader.stop;
    expect(found).toEqual(['a', 'b', 'puente-waitlist']);
    expect(loading).toEqual([]);

    Viewport.scrollTo(document.getElementById('a') as Element);
    expect(loading).toEqual([['puente-programme-finder', 'a', 'b']]);
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

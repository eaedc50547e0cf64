import { afterEach, describe, expect, it } from 'vitest';
import { FAILED_ATTRIBUTE } from './failed';
import { drawFinderPreview, PREVIEW_ATTRIBUTE } from './finder-preview';

const page = [
  {
    programName: 'International Foundation Year in Engineering',
    universityName: 'University of Leeds',
    tuitionFees: 21500,
    applicationDeadline: '2027-06-30',
  },
  {
    programName: 'Foundation Certificate in Business',
    universityName: "King's College London",
    tuitionFees: 28000,
    applicationDeadline: '2027-01-15',
  },
];

afterEach(() => {
  document.body.replaceChildren();
});

function finderWithFallback(): HTMLElement {
  document.body.innerHTML =
    '<puente-programme-finder><a href="/foundation-programs">Foundation programmes on Puente</a></puente-programme-finder>';
  return document.querySelector('puente-programme-finder') as HTMLElement;
}

const previewOf = (finder: Element) =>
  finder.querySelector(`:scope > [${PREVIEW_ATTRIBUTE}]`)?.shadowRoot ?? null;

/** Each card's heading and facts, as a reader meets them. */
const cardsOf = (root: ShadowRoot) =>
  [...root.querySelectorAll('article')].map((card) => ({
    university: card.querySelector('p')?.textContent,
    heading: card.querySelector('h3')?.textContent,
    facts: [...card.querySelectorAll('dl > div')].map((fact) =>
      [...fact.children].map((part) => part.textContent).join(': '),
    ),
  }));

describe('the finder’s preview', () => {
  it('draws the first page’s cards, in British English, in a busy list named as the finder’s is', () => {
    const finder = finderWithFallback();
    drawFinderPreview(finder, page, 'en-GB');

    const preview = previewOf(finder) as ShadowRoot;
    expect(preview.querySelector('h2')?.textContent).toBe('Foundation Year Pathways');
    const list = preview.querySelector('ul');
    expect(list?.getAttribute('aria-label')).toBe('Foundation programs');
    expect(list?.getAttribute('aria-busy')).toBe('true');
    expect(cardsOf(preview)).toEqual([
      {
        university: 'University of Leeds',
        heading: 'International Foundation Year in Engineering',
        facts: ['Tuition fees: £21,500/year', 'Deadline: 30 Jun 2027'],
      },
      {
        university: "King's College London",
        heading: 'Foundation Certificate in Business',
        facts: ['Tuition fees: £28,000/year', 'Deadline: 15 Jan 2027'],
      },
    ]);
    // The catalogue's names stay English, said so in a Spanish page too.
    expect(preview.querySelector('h3')?.lang).toBe('en');
    // Styled by an adopted sheet, which a strict CSP allows, not a <style> element.
    expect(preview.querySelector('style')).toBeNull();
    expect(preview.adoptedStyleSheets).toHaveLength(1);
    // The page's fallback stays where it was, for when the element's code fails.
    expect(finder.querySelector('a')).not.toBeNull();
  });

  it('says it in Mexican Spanish for a Spanish element', () => {
    const finder = finderWithFallback();
    drawFinderPreview(finder, page, 'es-MX');

    const preview = previewOf(finder) as ShadowRoot;
    expect(preview.querySelector('ul')?.getAttribute('aria-label')).toBe(
      'Programas Foundation Year',
    );
    const [first] = cardsOf(preview);
    expect(first?.facts[0]).toMatch(/^Colegiatura: £21,500 al año$/);
    expect(first?.facts[1]).toBe('Fecha límite: 30 de junio de 2027');
  });

  it('takes the element’s theme, so a dark finder’s preview is dark too', () => {
    const finder = finderWithFallback();
    finder.setAttribute('theme', 'dark');
    drawFinderPreview(finder, page, 'en-GB');
    expect(finder.querySelector(`[${PREVIEW_ATTRIBUTE}]`)?.getAttribute('theme')).toBe('dark');
    const rules = previewOf(finder)?.adoptedStyleSheets[0]?.cssRules ?? [];
    expect([...rules].map((rule) => rule.cssText).join('')).toContain(
      'var(--puente-color-surface, #12202f)',
    );
  });

  it('goes once the element shows its own content, or when its code could not load', () => {
    const finder = finderWithFallback();
    drawFinderPreview(finder, page, 'en-GB');
    finder.dispatchEvent(new CustomEvent('puente-ready'));
    expect(finder.querySelector(`[${PREVIEW_ATTRIBUTE}]`)).toBeNull();

    drawFinderPreview(finder, page, 'en-GB');
    finder.dispatchEvent(new CustomEvent('puente-error', { detail: { reason: 'script' } }));
    expect(finder.querySelector(`[${PREVIEW_ATTRIBUTE}]`)).toBeNull();
    // What the page put inside is all that is left.
    expect(finder.children).toHaveLength(1);
  });

  it('is not drawn over the element’s own content, after a failure, or for an empty page', () => {
    const rendered = finderWithFallback();
    rendered.attachShadow({ mode: 'open' }).innerHTML = '<section>Finder</section>';
    drawFinderPreview(rendered, page, 'en-GB');
    expect(previewOf(rendered)).toBeNull();

    const failed = finderWithFallback();
    failed.setAttribute(FAILED_ATTRIBUTE, '');
    drawFinderPreview(failed, page, 'en-GB');
    expect(previewOf(failed)).toBeNull();

    const empty = finderWithFallback();
    drawFinderPreview(empty, [], 'en-GB');
    expect(previewOf(empty)).toBeNull();
  });

  it('is drawn once, while the element’s root holds only the slot showing what is inside it', () => {
    const finder = finderWithFallback();
    finder.attachShadow({ mode: 'open' }).append(document.createElement('slot'));
    drawFinderPreview(finder, page, 'en-GB');
    drawFinderPreview(finder, page, 'en-GB');
    expect(finder.querySelectorAll(`[${PREVIEW_ATTRIBUTE}]`)).toHaveLength(1);
  });
});

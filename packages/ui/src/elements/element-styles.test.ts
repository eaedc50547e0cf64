import { afterEach, describe, expect, it } from 'vitest';
import { adoptStyles } from './element-styles';

const rulesOf = (root: ShadowRoot) =>
  root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));

afterEach(() => {
  for (const style of document.head.querySelectorAll('style')) style.remove();
});

describe('adoptStyles without a library build', () => {
  it("takes in the page's stylesheets, as a Storybook build links them", () => {
    // A Storybook build links vanilla-extract's CSS as a plain stylesheet, with no dev id.
    const style = document.createElement('style');
    style.textContent = '.programme_card__x1{color:rgb(1, 2, 3)}';
    document.head.append(style);
    const root = document.createElement('div').attachShadow({ mode: 'open' });

    adoptStyles(root);

    expect(rulesOf(root).some((rule) => rule.includes('programme_card__x1'))).toBe(true);
  });

  it('takes in the stylesheet of a part loaded after the first render, once it has loaded', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    adoptStyles(root);
    // A dialog's or a card's chunk links its CSS into the document when it loads.
    const later = document.createElement('style');
    later.textContent = '.recommended_card__x2{border:1px solid rgb(4, 5, 6)}';
    document.head.append(later);
    later.dispatchEvent(new Event('load'));

    expect(rulesOf(root).some((rule) => rule.includes('recommended_card__x2'))).toBe(true);
  });
});

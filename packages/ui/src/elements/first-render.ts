import { emit } from './emit';
import { PENDING_ATTRIBUTE } from './pending';
import { FITTED_ATTRIBUTE } from './reservation';

/**
 * Tells the page, once, that the element's first render is in: `puente-ready`
 * fires, and the element takes the `ready` state (`:state(ready)` in the
 * page's CSS), when the shadow root has content and no part of it still waits
 * for its data (`PENDING_ATTRIBUTE`). Then the element fits its content once
 * the visitor changes its size, and the brand colour is brought to colours
 * that read.
 */
export function announceFirstRender(element: HTMLElement, states?: CustomStateSet): void {
  const root = element.shadowRoot ?? element;
  const announce = () => {
    states?.add('ready');
    emit(element, 'puente-ready', { tagName: element.localName });
    fitWhenResized(element, root);
    // Hover, press and focus come after the first render, and so may the colours a school's brand needs.
    void import('./brand-colours').then(({ holdBrandColours }) => holdBrandColours(element));
  };
  const rendered = () => [...root.children].some((child) => child.localName !== 'slot');
  const shown = () => rendered() && root.querySelector(`[${PENDING_ATTRIBUTE}]`) === null;
  if (shown()) {
    announce();
    return;
  }
  // Until React's first commit, what is inside the element shows (the loader's preview of
  // its content, the page's fallback); that commit does not empty a shadow root: the slot goes then.
  const slot =
    root !== element && !rendered() ? root.appendChild(document.createElement('slot')) : null;
  // React renders after connectedCallback returns; its first commit adds the root's children,
  // and a part waiting for its data is replaced (or unmarked) once the data is in.
  const observer = new MutationObserver(() => {
    if (rendered()) slot?.remove();
    if (!shown()) return;
    observer.disconnect();
    announce();
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [PENDING_ATTRIBUTE],
  });
}

/**
 * The element first renders inside the space the loader reserved; once its
 * content changes size after the visitor acted in it (a thank-you view
 * replacing a taller form), the reservation is let go and the element fits
 * its content. A change nobody caused (a web font arriving) keeps the
 * reservation: letting go then would move the page under the reader.
 */
function fitWhenResized(element: HTMLElement, root: ParentNode): void {
  if (typeof ResizeObserver === 'undefined' || element.hasAttribute(FITTED_ATTRIBUTE)) return;
  let acted = false;
  const act = () => {
    acted = true;
  };
  element.addEventListener('pointerdown', act);
  element.addEventListener('keydown', act);
  const heights = new Map<Element, number>();
  const observer = new ResizeObserver((entries) => {
    for (const { target, contentRect } of entries) {
      const before = heights.get(target);
      heights.set(target, contentRect.height);
      if (before === undefined || before === contentRect.height || !acted) continue;
      observer.disconnect();
      element.removeEventListener('pointerdown', act);
      element.removeEventListener('keydown', act);
      element.setAttribute(FITTED_ATTRIBUTE, '');
      return;
    }
  });
  for (const child of root.children) observer.observe(child);
}

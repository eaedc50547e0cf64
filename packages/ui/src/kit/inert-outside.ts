/** Never made inert: live regions must still speak while a dialog is open. */
const LIVE = '[aria-live], [role="status"], [role="alert"], output';
const INERT_FREE = 'script, style, link, template';

/**
 * Makes everything outside `target` inert while a modal dialog is open, up to
 * the page's body and across shadow roots, so nothing behind the dialog can
 * be focused, clicked or read (Ark only hides it with aria-hidden, which
 * leaves its links and buttons focusable: axe's aria-hidden-focus). Live
 * regions (toasts) stay outside, and what is already inert is left as it is.
 * Returns the undo.
 */
export function inertOutside(target: Element): () => void {
  const made: HTMLElement[] = [];
  const suppress = (element: Element) => {
    if (element.matches(INERT_FREE) || element.matches(LIVE)) return;
    if (!(element instanceof HTMLElement) || element.inert) return;
    if (element.querySelector(LIVE)) {
      for (const child of element.children) suppress(child);
      return;
    }
    element.inert = true;
    made.push(element);
  };
  let node: Element = target;
  for (;;) {
    const parent: ParentNode | null = node.parentNode;
    if (!parent || node === node.ownerDocument.body) break;
    for (const sibling of parent.children) if (sibling !== node) suppress(sibling);
    if (parent instanceof ShadowRoot) node = parent.host;
    else if (parent instanceof Element) node = parent;
    else break;
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}

import type { PuenteEventMap, PuenteEventName } from './events';

const announcedReady = new WeakSet<EventTarget>();

/**
 * Dispatches a Puente event from `target`: bubbling and composed, so it
 * leaves the shadow root. `puente-ready` goes out once per element; later
 * calls return false.
 */
export function emit<Name extends PuenteEventName>(
  target: EventTarget,
  name: Name,
  detail: PuenteEventMap[Name],
): boolean {
  if (name === 'puente-ready') {
    if (announcedReady.has(target)) return false;
    announcedReady.add(target);
  }
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** The custom element a React tree was mounted in by r2wc (`container` is its shadow root). */
export function hostOf(container: Node | undefined): HTMLElement | undefined {
  if (container instanceof ShadowRoot) return container.host as HTMLElement;
  return container instanceof HTMLElement ? container : undefined;
}

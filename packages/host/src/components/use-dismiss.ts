import { type RefObject, useEffect, useRef } from 'react';

export interface DismissOptions {
  open: boolean;
  onDismiss: () => void;
  /** Holds the trigger and the panel: a press or focus outside it dismisses. */
  within: RefObject<HTMLElement | null>;
  /** Where focus goes back after Escape. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * Closes a disclosure (a menu panel) on Escape, on a press outside it and
 * when keyboard focus leaves it, as a menu button's users expect.
 */
export function useDismiss({ open, onDismiss, within, returnFocusTo }: DismissOptions) {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) =>
      !(target instanceof Node && within.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dismiss.current();
      returnFocusTo.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (isOutside(event.target)) dismiss.current();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, within, returnFocusTo]);
}

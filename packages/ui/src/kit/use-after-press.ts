import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * Runs a task at once, or, while a press (pointer or key) is under way inside
 * `box`, once it has ended and made its click. Swapping the nodes a visitor is
 * pressing would lose the click: the browser sends it to the node the press
 * began on, which would no longer be on the page.
 */
export function useAfterPress(box: RefObject<HTMLElement | null>) {
  const press = useRef<{ underway: boolean; waiting: (() => void) | null }>({
    underway: false,
    waiting: null,
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const page = element.ownerDocument;
    const begin = () => {
      press.current.underway = true;
    };
    const end = () => {
      if (!press.current.underway) return;
      // A task later: the click comes in the same task as the pointerup or keyup.
      setTimeout(() => {
        const { waiting } = press.current;
        press.current = { underway: false, waiting: null };
        waiting?.();
      }, 0);
    };
    element.addEventListener('pointerdown', begin);
    element.addEventListener('keydown', begin);
    page.addEventListener('pointerup', end, true);
    page.addEventListener('pointercancel', end, true);
    page.addEventListener('keyup', end, true);
    return () => {
      element.removeEventListener('pointerdown', begin);
      element.removeEventListener('keydown', begin);
      page.removeEventListener('pointerup', end, true);
      page.removeEventListener('pointercancel', end, true);
      page.removeEventListener('keyup', end, true);
    };
  }, [box]);

  return useCallback((task: () => void) => {
    if (press.current.underway) press.current.waiting = task;
    else task();
  }, []);
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation (not the first load), moves focus to the new page's
 * main heading so a screen reader announces it, waiting for the heading when
 * the page draws it after its data arrives.
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}

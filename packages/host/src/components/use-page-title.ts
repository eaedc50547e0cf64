import { createContext, use, useEffect } from 'react';

const SITE_NAME = 'Puente';

/**
 * Where the server's render of a page takes its title (src/prerender.tsx),
 * so the page it sends has it before any script runs. Absent in the browser.
 */
export const PageTitleContext = createContext<((title: string) => void) | undefined>(undefined);

/** Sets the browser tab's title for the current screen ("<title> · Puente"). */
export function usePageTitle(title: string | undefined) {
  const full = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  use(PageTitleContext)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}

import { StrictMode, useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { HYDRATED_EVENT } from '../lib/hydration-script';
import { AppProvider, type AppProviderProps } from './provider';

export interface SiteRootProps extends Omit<AppProviderProps, 'children'> {
  router: DataRouter;
}

/** The whole site around its router: what the browser renders or hydrates, and the prerender renders. */
export function SiteRoot({ router, ...options }: SiteRootProps) {
  return (
    <StrictMode>
      <AppProvider assistantFromServer {...options}>
        <RouterProvider router={router} />
        {options.prerendered ? <HydratedSignal /> : null}
      </AppProvider>
    </StrictMode>
  );
}

/**
 * Tells the prerendered page's inline script (lib/hydration-script.ts) that
 * the page has hydrated, so a tap held while its code loaded is replayed.
 */
function HydratedSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}

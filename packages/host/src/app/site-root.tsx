import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
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
      </AppProvider>
    </StrictMode>
  );
}

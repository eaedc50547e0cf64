import { createContext, type ReactNode, use, useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths';
import { AppProvider, type AppProviderProps } from './provider';
import { createHostMemoryRouter } from './router';
import { SiteQueries } from './site-queries';
import { SiteServices } from './site-services';

const Slot = createContext<ReactNode>(null);

function SlotContent() {
  return use(Slot);
}

export interface HostProvidersProps extends AppProviderProps {
  /** The address the in-memory router starts at. */
  initialPath?: string;
}

/**
 * The site's providers around `children`, inside an in-memory router that
 * renders them at every path, so links and navigation work in a story or test.
 */
export function HostProviders({
  children,
  initialPath = paths.home.getHref(),
  ...options
}: HostProvidersProps) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', Component: SlotContent }], {
      initialEntries: [initialPath],
    }),
  );
  return (
    <AppProvider {...options}>
      <SiteServices>
        <SiteQueries>
          <Slot value={children}>
            <RouterProvider router={router} />
          </Slot>
        </SiteQueries>
      </SiteServices>
    </AppProvider>
  );
}

export interface HostAppProps extends Omit<AppProviderProps, 'children'> {
  /** The address the whole site starts at, e.g. '/auth' or '/intro'. */
  initialPath?: string;
}

/** The whole site with its real routes, in memory (stories, tests). */
export function HostApp({ initialPath, ...options }: HostAppProps) {
  const [router] = useState(() => createHostMemoryRouter(initialPath));
  return (
    <AppProvider {...options}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

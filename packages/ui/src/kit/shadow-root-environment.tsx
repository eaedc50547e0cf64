import { EnvironmentProvider } from '@ark-ui/react';
import type { ReactNode } from 'react';

/**
 * Tells the kit's parts which root they live in, so portals, focus and
 * outside presses stay inside an element's shadow root.
 */
export function ShadowRootEnvironment({
  root,
  children,
}: {
  root: ShadowRoot;
  children: ReactNode;
}) {
  return <EnvironmentProvider value={() => root}>{children}</EnvironmentProvider>;
}

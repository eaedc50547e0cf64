import { Portal as ArkPortal } from '@ark-ui/react';
import { createContext, type ReactNode, useContext } from 'react';
import { puenteRoot } from '../theme/vars.css';

/**
 * The classes portalled content needs to look like the rest of Puente: it
 * leaves the themed wrapper (to document.body, or the top of a shadow root).
 */
export const PortalScopeContext = createContext<string>(puenteRoot);

/** Renders children at the top of the page (or shadow root), keeping Puente's theme. */
export function Portal({ children }: { children: ReactNode }) {
  const scope = useContext(PortalScopeContext);
  return (
    <ArkPortal>
      <div className={scope}>{children}</div>
    </ArkPortal>
  );
}

import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './collapsible.css';
import { deferred, useDeferredIntent } from './deferred';

export interface CollapsibleProps {
  /** What the trigger says, e.g. 'Bachelor pathways (3)'. */
  label: ReactNode;
  /** What opens under it. */
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}

/** The Collapsible as its first render draws it: the trigger, and the content only if open. */
function CollapsibleShell({ label, defaultOpen = false, className, children }: CollapsibleProps) {
  const intent = useDeferredIntent();
  const state = defaultOpen ? 'open' : 'closed';
  return (
    <div className={className} data-state={state}>
      <button
        type="button"
        aria-expanded={defaultOpen}
        className={styles.trigger}
        onClick={() => {
          intent.open = true;
        }}
      >
        {label}
        <span className={styles.indicator} data-state={state}>
          <ChevronDown size={16} aria-hidden />
        </span>
      </button>
      {defaultOpen ? <div className={styles.content}>{children}</div> : null}
    </div>
  );
}

/**
 * A section that shows or hides its content from a trigger (aria-expanded);
 * closed content leaves the page. Its code arrives just after the first
 * render; a press before then opens it when it does.
 */
export const Collapsible = deferred<CollapsibleProps>(
  () => import('./collapsible-behaviour').then(({ CollapsibleBehaviour }) => CollapsibleBehaviour),
  CollapsibleShell,
);

import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import * as styles from './collapsible.css';

export interface CollapsibleProps {
  /** What the trigger says, e.g. 'Bachelor pathways (3)'. */
  label: ReactNode;
  /** What opens under it. */
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}

/**
 * A section that shows or hides its content from a trigger (WAI-ARIA
 * disclosure: aria-expanded, aria-controls); closed content leaves the page.
 * Drawn by the kit itself rather than Ark's: a page of programme cards has
 * one each, and a state machine per card cost a phone more than it gave.
 */
export function Collapsible({ label, defaultOpen = false, className, children }: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div className={className} data-state={state}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        className={styles.trigger}
        onClick={() => setOpen(!open)}
      >
        {label}
        <span className={styles.indicator} data-state={state}>
          <ChevronDown size={16} aria-hidden />
        </span>
      </button>
      {open ? (
        <div id={contentId} className={styles.content}>
          {children}
        </div>
      ) : null}
    </div>
  );
}

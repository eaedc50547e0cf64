import type { ReactNode } from 'react';
import * as styles from './empty-state.css';

export interface EmptyStateProps {
  /** The SPEC's empty-state text, e.g. 'No Programs Selected Yet'. */
  title: string;
  description?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** Heading level of the title, one below the section's heading. */
  headingLevel?: 2 | 3;
  /** Buttons onward. */
  actions?: ReactNode;
}

/** What a list shows when it has nothing in it: a titled box with the ways forward. */
export function EmptyState({
  title,
  description,
  icon,
  headingLevel = 3,
  actions,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty}>
      {icon ? (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

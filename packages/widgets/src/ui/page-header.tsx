import type { ReactNode } from 'react';
import { classNames } from './class-names';
import * as styles from './page-header.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** The small capitals line above the title. */
  eyebrow?: ReactNode;
  /** The sentence under the title. */
  lead?: ReactNode;
  /** More lines under the lead (a deadline). */
  children?: ReactNode;
  /** Buttons: under the lead, or beside the title from 768 px with `variant="dashboard"`. */
  actions?: ReactNode;
  /** `page` (the student's screens), `dashboard` (the staff dashboards: a smaller lead). */
  variant?: 'page' | 'dashboard';
  /** `intro` for a journey's first screen: a larger title. */
  size?: 'page' | 'intro';
  id?: string;
  className?: string;
}

/** A screen's `<header>`: eyebrow, `<h1>`, lead and actions. */
export function PageHeader({
  title,
  eyebrow,
  lead,
  children,
  actions,
  variant = 'page',
  size = 'page',
  id,
  className,
}: PageHeaderProps) {
  const heading = (
    <>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 id={id} className={styles.title[size]}>
        {title}
      </h1>
      {lead ? <p className={styles.lead[variant]}>{lead}</p> : null}
      {children}
    </>
  );
  if (variant === 'dashboard' && actions) {
    return (
      <header className={classNames(styles.aside, className)}>
        <div className={styles.header.dashboard}>{heading}</div>
        {actions}
      </header>
    );
  }
  return (
    <header className={classNames(styles.header[variant], className)}>
      {heading}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

import type { ReactNode } from 'react';
import { classNames } from './class-names';
import * as styles from './page-header.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** The small capitals line above the title. */
  eyebrow?: ReactNode;
  /** The sentence under the title: `large` on the student's screens, `body` on the staff dashboards. */
  lead?: ReactNode;
  leadSize?: keyof typeof styles.lead;
  /** More lines under the lead (a deadline). */
  children?: ReactNode;
  /** Buttons: under the lead, or beside the title from 768 px (`actionsBeside`). */
  actions?: ReactNode;
  actionsBeside?: boolean;
  /** Space between the lines, from the theme's scale. */
  gap?: keyof typeof styles.header;
  /** `intro` for a journey's first screen: a larger title. */
  size?: keyof typeof styles.title;
  /** The `<h1>`'s id, for a section named by it. */
  id?: string;
  className?: string;
}

/** A screen's `<header>`: eyebrow, `<h1>`, lead and actions. */
export function PageHeader({
  title,
  eyebrow,
  lead,
  leadSize = 'large',
  children,
  actions,
  actionsBeside = false,
  gap = 2,
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
      {lead ? <p className={styles.lead[leadSize]}>{lead}</p> : null}
      {children}
    </>
  );
  if (actions && actionsBeside) {
    return (
      <header className={classNames(styles.aside, className)}>
        <div className={styles.header[gap]}>{heading}</div>
        {actions}
      </header>
    );
  }
  return (
    <header className={classNames(styles.header[gap], className)}>
      {heading}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { classNames } from './class-names';
import * as styles from './section.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The `<h2>` that names the section (its `aria-labelledby`). */
  title: ReactNode;
  /** Buttons beside the title, e.g. "Add programs". */
  actions?: ReactNode;
  /** The heading's id, when something inside names itself by it too. */
  headingId?: string;
}

/** A titled part of a screen: a `<section>` named by its `<h2>`, actions beside the title. */
export function Section({
  title,
  actions,
  headingId,
  className,
  children,
  ...props
}: SectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const heading = (
    <h2 id={id} className={styles.title}>
      {title}
    </h2>
  );
  return (
    <section className={classNames(styles.section, className)} aria-labelledby={id} {...props}>
      {actions ? (
        <div className={styles.header}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

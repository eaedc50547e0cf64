import type { ReactNode } from 'react';

export interface FactProps {
  /** The term, in a `<dt>`. */
  label: ReactNode;
  /** The value, in a `<dd>`. */
  children: ReactNode;
  /** The screen's own looks for the pair and its two parts. */
  styles: { fact: string; factLabel: string; factValue: string };
}

/** One fact of a `<dl>` (a programme's deadline, its fees): its term over its value. */
export function Fact({ label, children, styles }: FactProps) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

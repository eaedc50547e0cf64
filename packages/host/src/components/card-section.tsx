import { Card } from '@puente/widgets/ui';
import type { ReactNode } from 'react';

export interface CardSectionProps {
  /** The `<h2>`'s id, which names the section. */
  id: string;
  title: ReactNode;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** The screen's looks for the title and the lead. */
  styles: { sectionTitle: string; sectionLead?: string };
  children: ReactNode;
}

/** A dashboard's card: a `<section>` named by its `<h2>`, a lead under the title. */
export function CardSection({ id, title, lead, styles, children }: CardSectionProps) {
  const heading = (
    <h2 id={id} className={styles.sectionTitle}>
      {title}
    </h2>
  );
  return (
    <Card asChild>
      <section aria-labelledby={id}>
        {lead ? (
          <div>
            {heading}
            <p className={styles.sectionLead}>{lead}</p>
          </div>
        ) : (
          heading
        )}
        {children}
      </section>
    </Card>
  );
}

import { Card, Text } from '@puente/ui';
import type { ReactNode } from 'react';

export interface CardSectionProps {
  /** The `<h2>`'s id, which names the section. */
  id: string;
  title: ReactNode;
  /** A sentence under the title. */
  lead?: ReactNode;
  children: ReactNode;
}

/** A dashboard's card: a `<section>` named by its `<h2>`, a lead under the title. */
export function CardSection({ id, title, lead, children }: CardSectionProps) {
  const heading = (
    <Text as="h2" id={id} size="lg" weight="bold">
      {title}
    </Text>
  );
  return (
    <Card asChild>
      <section aria-labelledby={id}>
        {lead ? (
          <div>
            {heading}
            <Text size="sm" tone="muted">
              {lead}
            </Text>
          </div>
        ) : (
          heading
        )}
        {children}
      </section>
    </Card>
  );
}

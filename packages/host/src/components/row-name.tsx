import { Text } from '@puente/ui';
import type { ReactNode } from 'react';

export interface RowNameProps {
  /** What the row names: a person, a code, a school. */
  name: ReactNode;
  /** A line under the name, small and muted: an email, a date, who sees what. */
  detail?: ReactNode;
}

/** The start of a row: what it names, over its detail. */
export function RowName({ name, detail }: RowNameProps) {
  return (
    <div>
      <Text weight="medium">{name}</Text>
      {detail === undefined ? null : (
        <Text size="sm" tone="muted">
          {detail}
        </Text>
      )}
    </div>
  );
}

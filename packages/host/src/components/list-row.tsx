import { Text } from '@puente/ui';
import type { ReactNode } from 'react';
import { listRow } from '../styles/layout.css';

export interface ListRowProps {
  /** What the row names: a person, a code, a browser. */
  name: ReactNode;
  /** A line under the name, small and muted: an email, a date, a count. */
  detail?: ReactNode;
  /** At the row's end: its badge or button. */
  children?: ReactNode;
}

/** A row of a list of people or links (`listRow`): the name over its detail, then its badge or button. */
export function ListRow({ name, detail, children }: ListRowProps) {
  return (
    <li className={listRow}>
      <div>
        <Text weight="medium">{name}</Text>
        {detail === undefined ? null : (
          <Text size="sm" tone="muted">
            {detail}
          </Text>
        )}
      </div>
      {children}
    </li>
  );
}

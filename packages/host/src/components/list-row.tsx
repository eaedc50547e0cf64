import type { ReactNode } from 'react';
import { listRow } from '../styles/layout.css';
import { RowName, type RowNameProps } from './row-name';

export interface ListRowProps extends RowNameProps {
  /** At the row's end: its badge or button. */
  children?: ReactNode;
}

/** A row of a list of people or links (`listRow`): the name over its detail, then its badge or button. */
export function ListRow({ name, detail, children }: ListRowProps) {
  return (
    <li className={listRow}>
      <RowName name={name} detail={detail} />
      {children}
    </li>
  );
}

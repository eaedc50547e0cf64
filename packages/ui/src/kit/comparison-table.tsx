import type { ReactNode } from 'react';
import { Table } from './table';

/** One fact of a comparison: its heading, and each item's value. */
export interface ComparisonRow<Item> {
  label: ReactNode;
  value: (item: Item) => ReactNode;
}

export interface ComparisonTableProps<Item extends { id: number | string }> {
  items: readonly Item[];
  /** The corner cell, naming what the columns are. */
  corner: ReactNode;
  /** A column's heading: the item's name. */
  heading: (item: Item) => ReactNode;
  rows: readonly ComparisonRow<Item>[];
  caption?: ReactNode;
  /** On every cell of an item's column, its heading too. */
  columnClassName?: string;
  /** On every row's heading, the corner too. */
  rowHeaderClassName?: string;
}

/**
 * Items side by side: a column per item, headed by its name, and a row per
 * fact, each headed, so a screen reader names both for every cell. On a phone
 * the columns scroll sideways.
 */
export function ComparisonTable<Item extends { id: number | string }>({
  items,
  corner,
  heading,
  rows,
  caption,
  columnClassName,
  rowHeaderClassName,
}: ComparisonTableProps<Item>) {
  return (
    <Table.Root mobile="scroll">
      {caption ? <Table.Caption>{caption}</Table.Caption> : null}
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell scope="col" className={rowHeaderClassName}>
            {corner}
          </Table.HeaderCell>
          {items.map((item) => (
            <Table.HeaderCell key={item.id} scope="col" className={columnClassName}>
              {heading(item)}
            </Table.HeaderCell>
          ))}
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the facts are a fixed list, never reordered
          <Table.Row key={index}>
            <Table.HeaderCell scope="row" className={rowHeaderClassName}>
              {row.label}
            </Table.HeaderCell>
            {items.map((item) => (
              <Table.Cell key={item.id} className={columnClassName}>
                {row.value(item)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

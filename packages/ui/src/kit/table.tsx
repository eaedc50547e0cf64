import { type ComponentPropsWithoutRef, createContext, useContext } from 'react';
import { classNames } from './class-names';
import * as styles from './table.css';

/** Whether the table stacks its rows, so the parts restate their table roles. */
const Stacked = createContext(false);

/** The explicit role a part needs while stacked (redundant, and left out, otherwise). */
const useStackedRole = (role: string) => (useContext(Stacked) ? role : undefined);

export interface TableRootProps extends ComponentPropsWithoutRef<'table'> {
  /**
   * Below 768 px: `scroll` keeps the columns and scrolls sideways; `stack`
   * turns each row into a card, each cell headed by its `label`.
   */
  mobile?: 'scroll' | 'stack';
}

/**
 * A data table. The rows keep their table roles in the stacked layout too
 * (some browsers drop them when a table is no longer displayed as one).
 */
function Root({ mobile = 'scroll', className, ...props }: TableRootProps) {
  const stacked = mobile === 'stack';
  const table = (
    <Stacked value={stacked}>
      <table
        role={stacked ? 'table' : undefined}
        className={classNames(styles.table, stacked && styles.stacked, className)}
        {...props}
      />
    </Stacked>
  );
  if (stacked) {
    return (
      <div className={styles.frame} data-mobile={mobile}>
        {table}
      </div>
    );
  }
  return (
    <section
      className={classNames(styles.frame, styles.scroller)}
      data-mobile={mobile}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone; a keyboard must reach it (WCAG 2.1.1)
      tabIndex={0}
    >
      {table}
    </section>
  );
}

function Caption({ className, ...props }: ComponentPropsWithoutRef<'caption'>) {
  return <caption className={classNames(styles.caption, className)} {...props} />;
}

function Head({ className, ...props }: ComponentPropsWithoutRef<'thead'>) {
  return (
    <thead
      role={useStackedRole('rowgroup')}
      className={classNames(styles.head, className)}
      {...props}
    />
  );
}

function Body({ className, ...props }: ComponentPropsWithoutRef<'tbody'>) {
  return (
    <tbody
      role={useStackedRole('rowgroup')}
      className={classNames(styles.body, className)}
      {...props}
    />
  );
}

function Row({ className, ...props }: ComponentPropsWithoutRef<'tr'>) {
  return (
    <tr role={useStackedRole('row')} className={classNames(styles.row, className)} {...props} />
  );
}

export interface TableHeaderCellProps extends Omit<ComponentPropsWithoutRef<'th'>, 'align'> {
  align?: 'start' | 'end';
}

/** A column heading. */
function HeaderCell({ align = 'start', className, ...props }: TableHeaderCellProps) {
  return (
    <th
      role={useStackedRole('columnheader')}
      scope="col"
      data-align={align}
      className={classNames(styles.headerCell, className)}
      {...props}
    />
  );
}

export interface TableCellProps extends Omit<ComponentPropsWithoutRef<'td'>, 'align'> {
  /** The column's name, shown above the value when rows stack on small screens. */
  label?: string;
  align?: 'start' | 'end';
}

function Cell({ label, align = 'start', className, ...props }: TableCellProps) {
  return (
    <td
      role={useStackedRole('cell')}
      data-label={label}
      data-align={align}
      className={classNames(styles.cell, className)}
      {...props}
    />
  );
}

/** Table parts, used as `<Table.Root>`, `<Table.Row>`, `<Table.Cell>`, ... */
export const Table = { Root, Caption, Head, Body, Row, HeaderCell, Cell };

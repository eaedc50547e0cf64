import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { Table } from './table';

describe('Table', () => {
  it('keeps table semantics in both mobile layouts, each cell under its column', async () => {
    const { container } = render(
      (['scroll', 'stack'] as const).map((mobile) => (
        <Table.Root key={mobile} mobile={mobile} aria-label={`Students (${mobile})`}>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Student Name</Table.HeaderCell>
              <Table.HeaderCell align="end">Engagement Score</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            <Table.Row>
              <Table.Cell>Maya Chen</Table.Cell>
              <Table.Cell label="Engagement Score" align="end">
                92
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      )),
    );
    for (const mobile of ['scroll', 'stack']) {
      const table = screen.getByRole('table', { name: `Students (${mobile})` });
      expect(table.querySelectorAll('[role="columnheader"], th')).toHaveLength(2);
      expect(screen.getAllByRole('cell', { name: '92' })).toHaveLength(2);
    }
    expect(screen.getAllByRole('cell', { name: '92' })[1]).toHaveAttribute(
      'data-label',
      'Engagement Score',
    );
    // The sideways scroller is a named stop a keyboard can scroll; the stacked layout needs none.
    expect(screen.getByRole('region', { name: 'Students (scroll)' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.queryByRole('region', { name: 'Students (stack)' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

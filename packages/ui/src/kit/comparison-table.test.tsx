import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { ComparisonTable } from './comparison-table';

const programmes = [
  { id: 1, name: 'Engineering Foundation', fees: '£21,000' },
  { id: 2, name: 'Business Foundation', fees: '£18,500' },
];

describe('ComparisonTable', () => {
  it('heads each column by its item and each row by its fact, so every cell is named by both', async () => {
    const { container } = render(
      <ComparisonTable
        items={programmes}
        caption="2 programmes side by side"
        corner="Programme"
        heading={(programme) => programme.name}
        rows={[{ label: 'Tuition', value: (programme) => programme.fees }]}
      />,
    );
    const table = screen.getByRole('table', { name: '2 programmes side by side' });
    const [head, body] = within(table).getAllByRole('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Programme', 'Engineering Foundation', 'Business Foundation']);
    expect(within(body as HTMLElement).getByRole('rowheader')).toHaveTextContent('Tuition');
    expect(
      within(body as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['£21,000', '£18,500']);
    expect(await axeViolations(container)).toEqual([]);
  });
});

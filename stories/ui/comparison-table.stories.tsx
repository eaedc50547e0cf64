import { type FoundationProgramme, formatGbp, SAMPLE_PROGRAMMES } from '@puente/core';
import { type ComparisonRow, ComparisonTable } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { surfaceMeta } from './surface';

/** The facts the finder's comparison starts with, as plain text. */
const FACTS: readonly ComparisonRow<FoundationProgramme>[] = [
  { label: 'University', value: (programme) => programme.universityName },
  { label: 'Location', value: (programme) => programme.region },
  { label: 'Tuition fees', value: (programme) => formatGbp(programme.tuitionFees, 'en-GB') },
  { label: 'Starts', value: (programme) => programme.startDates },
  { label: 'Bachelor pathways', value: (programme) => programme.pathways.join(', ') },
];

/** Programmes side by side, as the finder's comparison and a shared comparison show them. */
function Comparison({ count }: { count: number }) {
  return (
    <ComparisonTable
      items={SAMPLE_PROGRAMMES.slice(0, count)}
      caption={`${count} programmes side by side`}
      corner="Programme"
      heading={(programme) => programme.programName}
      rows={FACTS}
    />
  );
}

const meta = {
  title: 'UI/Comparison Table',
  tags: ['autodocs'],
  component: Comparison,
  ...surfaceMeta,
  args: { count: 2 },
  argTypes: { count: { control: { type: 'range', min: 1, max: 3 } } },
} satisfies Meta<typeof Comparison>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each cell is named by its column's programme and its row's fact. */
export const TwoProgrammes: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '2 programmes side by side' });
    const columns = within(table).getAllByRole('columnheader');
    await expect(columns.map((cell) => cell.textContent)).toEqual([
      'Programme',
      SAMPLE_PROGRAMMES[0]?.programName,
      SAMPLE_PROGRAMMES[1]?.programName,
    ]);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(FACTS.length);
  },
};

export const ThreeProgrammes: Story = { args: { count: 3 } };

/** One programme chosen so far: a single column. */
export const OneProgramme: Story = { args: { count: 1 } };

/**
 * On a phone the columns stay and scroll sideways; the frame takes focus, so a keyboard
 * scrolls it.
 */
export const Mobile: Story = {
  args: { count: 3 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '3 programmes side by side' });
    const frame = table.parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await userEvent.tab();
    await expect(frame).toHaveFocus();
  },
};

export const Dark: Story = { args: { count: 3 }, globals: { theme: 'dark' } };

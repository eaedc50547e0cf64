import { DEFAULT_EXCHANGE_RATE, SAMPLE_PROGRAMMES, SAMPLE_STUDENT_INFO } from '@puente/core';
import { ProgrammeCompare } from '@puente/widgets/programme-finder';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { withTypography } from '../ui/surface';

/** The finder's comparison, open (the finder's Compare stories reach it by pressing Compare). */
const meta = {
  title: 'Widgets/Programme Finder/Compare',
  component: ProgrammeCompare,
  args: {
    programmes: SAMPLE_PROGRAMMES.slice(0, 2),
    profile: SAMPLE_STUDENT_INFO,
    exchangeRate: DEFAULT_EXCHANGE_RATE,
    open: true,
    onOpenChange: fn(),
    onRemove: fn(),
  },
  decorators: [withTypography],
} satisfies Meta<typeof ProgrammeCompare>;
export default meta;
type Story = StoryObj<typeof meta>;

const feesRow = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Compare programs' });
  return within(dialog).getByRole('row', { name: /Tuition fees/ });
};

/** Each tuition in pounds and, beside it, in pesos with the rate's day. */
export const FeesInPesos: Story = {
  play: async () => {
    const cells = within(await feesRow()).getAllByRole('cell');
    await expect(cells[0]).toHaveTextContent(
      '£24,950/year ≈ $611,000 MXN a year (exchange rate of 28 November 2026)',
    );
  },
};

/** No rate configured: the pounds alone. */
export const WithoutExchangeRate: Story = {
  args: { exchangeRate: null },
  play: async () => {
    await expect(await feesRow()).not.toHaveTextContent('MXN');
  },
};

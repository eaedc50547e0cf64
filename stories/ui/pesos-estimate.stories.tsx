import { DEFAULT_EXCHANGE_RATE } from '@puente/core';
import { PesosEstimate } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { surfaceMeta } from './surface';

const meta = {
  title: 'UI/PesosEstimate',
  tags: ['autodocs'],
  component: PesosEstimate,
  ...surfaceMeta,
  args: { gbp: 20_900, rate: DEFAULT_EXCHANGE_RATE },
} satisfies Meta<typeof PesosEstimate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A year's tuition in pesos, with the rate's day. */
export const PerYear: Story = {
  args: { perYear: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('≈ $512,000 MXN a year (exchange rate of 28 November 2026)'),
    ).toBeVisible();
  },
};

/** A one-off amount (a scholarship): no "a year". */
export const OneOff: Story = {
  args: { gbp: 5000 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('≈ $123,000 MXN (exchange rate of 28 November 2026)'),
    ).toBeVisible();
  },
};

/** No rate (none configured, or not arrived): nothing, the pounds stand alone. */
export const WithoutRate: Story = {
  args: { rate: null, perYear: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/MXN/)).not.toBeInTheDocument();
  },
};

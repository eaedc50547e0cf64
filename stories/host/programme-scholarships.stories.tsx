import { SAMPLE_PROGRAMMES, sampleSelection } from '@puente/core';
import { ProgrammeScholarshipsScreen, paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { failsWith, pendingForever, studentData } from '../support/api-handlers';
import { hostParameters, hostScreen } from '../support/host-screen';

const SELECTIONS = SAMPLE_PROGRAMMES.map((program, index) => sampleSelection(11 + index, program));
const [KINGS, EDINBURGH] = SELECTIONS;
if (!KINGS || !EDINBURGH) throw new Error('sample programmes missing');

const meta = {
  title: 'Host/Routes/scholarships:id – Programme scholarships',
  component: ProgrammeScholarshipsScreen,
  args: { selectionId: String(KINGS.id) },
  decorators: [hostScreen(paths.scholarships.getHref(KINGS.id))],
  parameters: { ...hostParameters },
  beforeEach: ({ msw }) => msw.use(...studentData({ selections: SELECTIONS })),
} satisfies Meta<typeof ProgrammeScholarshipsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** King's College London: its own scholarships, then those open at any UK university. */
export const KingsCollege: Story = {
  name: "King's College London",
  play: async () => {
    await expect(
      await screen.findByRole('article', { name: 'Global Excellence Scholarship' }),
    ).toBeVisible();
  },
};

export const Edinburgh: Story = {
  args: { selectionId: String(EDINBURGH.id) },
};

export const ProgrammeNotFound: Story = {
  args: { selectionId: '999' },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/selected-programs')),
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failsWith('get', '/api/selected-programs', 503, 'The database is restarting')),
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** Without the operator's rate (the server does not answer it): pounds alone, nothing guessed. */
export const WithoutExchangeRate: Story = {
  beforeEach: ({ msw }) => msw.use(failsWith('get', '/api/exchange-rate', 503, 'Unavailable')),
};

/** The yearly cost, each line with its source, and pesos at the operator's dated rate. */
export const YearlyCost: Story = {
  play: async () => {
    const table = await screen.findByRole('table', { name: /Estimate of a first year; pesos/ });
    await expect(within(table).getByRole('rowheader', { name: 'Student visa fee' })).toBeVisible();
    await expect(within(table).getByText('UKVI, 2025')).toBeVisible();
  },
};

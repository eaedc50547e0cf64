import { SAMPLE_PROGRAMMES } from '@puente/core';
import { paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { failsWith } from '../support/api-handlers';
import { hostParameters, hostSite } from '../support/host-screen';

type Story = StoryObj;

/** GET /api/foundation-programs/:id over the sample catalogue, as the public API answers it. */
const programmeById = http.get('*/api/foundation-programs/:id', ({ params }) => {
  const programme = SAMPLE_PROGRAMMES.find(({ id }) => id === Number(params.id));
  return programme
    ? HttpResponse.json({ ...programme, matchPercentage: null })
    : HttpResponse.json({ message: 'Program not found' }, { status: 404 });
});

/** /programmes/:id and /compare?ids=: shared with the family, signed out. */
export default {
  title: 'Host/Routes/programmes-compare – Shared programme and comparison',
  parameters: { ...hostParameters },
  beforeEach: ({ msw }) => msw.use(programmeById),
} satisfies Meta;

export const Programme: Story = hostSite(paths.programme.getHref(1));

export const ProgrammeGone: Story = hostSite(paths.programme.getHref(999));

/** Each programme's first year, all costs, in pounds and in pesos at the operator's dated rate. */
export const Comparison: Story = {
  ...hostSite(paths.compare.getHref([1, 2, 3])),
  play: async () => {
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const firstYear = await within(table).findByRole('row', {
      name: /First year, all costs \(estimate\)/,
    });
    // The rate is a request of its own: the pesos can follow the row.
    await expect(await within(firstYear).findAllByText(/MXN \(exchange rate of/)).toHaveLength(3);
  },
};

/** Without the operator's rate (the server does not answer it): pounds alone, nothing guessed. */
export const ComparisonWithoutExchangeRate: Story = {
  ...hostSite(paths.compare.getHref([1, 2, 3])),
  beforeEach: ({ msw }) => msw.use(failsWith('get', '/api/exchange-rate', 503, 'Unavailable')),
};

export const NothingToCompare: Story = hostSite('/compare?ids=abc');

export const Mobile: Story = { ...Comparison, globals: { viewport: { value: 'mobile' } } };
export const Dark: Story = { ...Programme, globals: { theme: 'dark' } };

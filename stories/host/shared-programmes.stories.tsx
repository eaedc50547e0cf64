import { SAMPLE_PROGRAMMES } from '@puente/core';
import { paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
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

export const Programme: Story = { render: hostSite(paths.programme.getHref(1)) };

export const ProgrammeGone: Story = { render: hostSite(paths.programme.getHref(999)) };

export const Comparison: Story = { render: hostSite(paths.compare.getHref([1, 2, 3])) };

export const NothingToCompare: Story = { render: hostSite('/compare?ids=abc') };

export const Mobile: Story = { ...Comparison, globals: { viewport: { value: 'mobile' } } };
export const Dark: Story = { ...Programme, globals: { theme: 'dark' } };

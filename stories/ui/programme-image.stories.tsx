import { SAMPLE_PROGRAMMES } from '@puente/core';
import { ProgrammeImage } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Row, surfaceMeta } from './surface';

const meta = {
  title: 'UI/ProgrammeImage',
  tags: ['autodocs'],
  component: ProgrammeImage,
  ...surfaceMeta,
  args: {
    src: '/images/universities/kings-college-london.svg',
    alt: "King's College London logo",
  },
} satisfies Meta<typeof ProgrammeImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A university logo from the catalogue. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: "King's College London logo" });
    await expect(image.tagName).toBe('IMG');
  },
};

/** A picture that fails to load: the default building, with the same name. */
export const BrokenFallsBack: Story = {
  args: { src: '/images/universities/no-such-university.png', alt: 'Northbridge University logo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Northbridge University logo' })).toHaveAttribute(
        'data-fallback',
      ),
    );
  },
};

/** No picture at all: the default building. */
export const Missing: Story = { args: { src: null, alt: 'University of Leeds' } };

/** Beside text that already names it: hidden from assistive tech. */
export const Decorative: Story = { args: { alt: '' } };

/** The sample catalogue's pictures, and a broken one among them. */
export const Catalogue: Story = {
  render: () => (
    <Row>
      {SAMPLE_PROGRAMMES.map((programme) => (
        <ProgrammeImage
          key={programme.id}
          src={programme.imageUrl}
          alt={`${programme.universityName} logo`}
        />
      ))}
      <ProgrammeImage src="/images/broken.png" alt="Broken picture" />
    </Row>
  ),
};

export const Dark: Story = { ...Catalogue, globals: { theme: 'dark' } };

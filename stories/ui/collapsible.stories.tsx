import { SAMPLE_PROGRAMMES } from '@puente/core';
import { Collapsible } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { surfaceMeta } from './surface';

// The University of Edinburgh's programme: three pathways.
const pathways = SAMPLE_PROGRAMMES[1]?.pathways ?? [];

/** A programme's bachelor pathways, as the programme card shows them. */
function Pathways({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Collapsible label={`Bachelor pathways (${pathways.length})`} defaultOpen={defaultOpen}>
      <ul>
        {pathways.map((pathway) => (
          <li key={pathway}>{pathway}</li>
        ))}
      </ul>
    </Collapsible>
  );
}

const meta = {
  title: 'UI/Collapsible',
  tags: ['autodocs'],
  component: Pathways,
  ...surfaceMeta,
} satisfies Meta<typeof Pathways>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the content is not in the page. */
export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const Opening: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Bachelor pathways/ }));
    await expect(await canvas.findByText(pathways[0] ?? '')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Bachelor pathways/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

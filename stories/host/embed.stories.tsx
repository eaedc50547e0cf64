import { EmbedScreen, paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { hostParameters, hostScreen } from '../support/host-screen';

/**
 * /embed for a school's web developer. Storybook serves no built widgets, so
 * the page says why there are no live previews (as under `pnpm dev`); the
 * previews themselves are in the e2e journey and on `pnpm start`.
 */
const meta = {
  title: 'Host/Routes/embed – Embedding',
  component: EmbedScreen,
  args: { origin: 'https://puente.example' },
  decorators: [hostScreen(paths.embed.getHref())],
  parameters: { ...hostParameters },
} satisfies Meta<typeof EmbedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every element's snippet and reference, and the note about the missing widgets build. */
export const WithoutBuiltWidgets: Story = {
  play: async () => {
    await expect(await screen.findByText(/No live previews/)).toBeVisible();
    await expect(
      screen.getByText(
        '<link rel="stylesheet" href="https://puente.example/widgets/v1/reserve.css" /> <script async src="https://puente.example/widgets/v1/loader.js"></script>',
      ),
    ).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

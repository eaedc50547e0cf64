import { NotFoundScreen, paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedIn } from '../support/api-handlers';
import { hostParameters, hostSite } from '../support/host-screen';

const meta = {
  title: 'Host/Routes/not found – 404',
  component: NotFoundScreen,
  // An address no route knows, on the whole site.
  ...hostSite('/this-page-does-not-exist'),
  parameters: { ...hostParameters },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the header offers Sign In. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole(
      'heading',
      { name: '404 Page Not Found' },
      { timeout: 10000 },
    );
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      paths.home.getHref(),
    );
  },
};

/** Signed in: the header keeps the student's navigation. */
export const SignedIn: Story = { beforeEach: ({ msw }) => msw.use(signedIn) };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

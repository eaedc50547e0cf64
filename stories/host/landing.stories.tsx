import { LandingScreen, paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { failsWith, pendingForever } from '../support/api-handlers';
import { becomesVisible, hostParameters, hostSite } from '../support/host-screen';
import { fillInWaitlist, joinWithInvalidFields } from '../support/waitlist';

const meta = {
  title: 'Host/Routes/home – Landing',
  component: LandingScreen,
  // The whole page at '/', signed out: header with Sign In, the pitch, the footer.
  ...hostSite(paths.home.getHref()),
  parameters: { ...hostParameters },
} satisfies Meta<typeof LandingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile' } };

async function openWaitlist(canvasElement: HTMLElement, button: 'Get Started' | 'Book a Demo') {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: button }, { timeout: 10000 }));
  const dialog = await screen.findByRole('dialog');
  await becomesVisible(dialog);
  return within(dialog);
}

async function joinWaitlist(canvasElement: HTMLElement) {
  const dialog = await openWaitlist(canvasElement, 'Get Started');
  await fillInWaitlist(dialog);
  return dialog;
}

export const SignedOut: Story = {};

/** Get Started (like Book a Demo) opens the waitlist dialog. */
export const WaitlistOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWaitlist(canvasElement, 'Get Started');
    await expect(dialog.getByLabelText('School name')).toBeVisible();
  },
};

export const WaitlistFromBookADemo: Story = {
  play: async ({ canvasElement }) => {
    await openWaitlist(canvasElement, 'Book a Demo');
  },
};

export const WaitlistWithValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    await joinWithInvalidFields(await openWaitlist(canvasElement, 'Get Started'));
  },
};

/** Submitting: the dialog cannot be closed until the server answers. */
export const WaitlistSubmitting: Story = {
  beforeEach: ({ msw }) => msw.use(pendingForever('post', '/api/waitlist')),
  play: async ({ canvasElement }) => {
    await joinWaitlist(canvasElement);
  },
};

export const WaitlistJoined: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await joinWaitlist(canvasElement);
    await expect(
      await dialog.findByText(/We'll be in touch with Colegio Americano/, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const WaitlistFailed: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failsWith('post', '/api/waitlist', 503, 'The waitlist is closed for maintenance')),
  play: async ({ canvasElement }) => {
    await joinWaitlist(canvasElement);
    await becomesVisible(await screen.findByText('The waitlist is closed for maintenance'));
  },
};

export const Mobile: Story = { globals: mobile };

export const MobileWaitlistOpen: Story = { ...WaitlistOpen, globals: mobile };

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkWaitlistOpen: Story = { ...WaitlistOpen, globals: { theme: 'dark' } };

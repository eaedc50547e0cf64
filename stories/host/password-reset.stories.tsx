import { paths } from '@puente/host';
import { passwordResetHandlers } from '@puente/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { becomesVisible, hostParameters, hostSite } from '../support/host-screen';

type Story = StoryObj;

const forgot = hostSite(paths.forgotPassword.getHref());
const reset = (token: string) => hostSite(paths.resetPassword.getHref(token));

/** /forgot-password and /reset-password/:token: a forgotten password, signed out. */
export default {
  title: 'Host/Routes/forgot-password – Forgotten password',
  parameters: { ...hostParameters },
  beforeEach: ({ msw }) => msw.use(...passwordResetHandlers()),
} satisfies Meta;

/** The server can email: username or email, and how to ask the school without one. */
export const Forgot: Story = forgot;

/** Sent: the same answer whether or not an account matched. */
export const Sent: Story = {
  ...forgot,
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Username or email'), 'maria.g');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    await becomesVisible(await screen.findByRole('heading', { name: 'Check your email' }));
  },
};

export const NothingTyped: Story = {
  ...forgot,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Email me a reset link' }));
    await becomesVisible(await screen.findByText('Enter your username or email'));
  },
};

/** No SMTP: ask the counselor for a link. */
export const WithoutEmail: Story = {
  ...forgot,
  beforeEach: ({ msw }) => msw.use(...passwordResetHandlers({ email: false })),
};

/** A working link: the new password twice. */
export const NewPassword: Story = reset('valid-reset');

export const PasswordsDiffer: Story = {
  ...reset('valid-reset'),
  play: async () => {
    await userEvent.type(await screen.findByLabelText('New password'), 'a new secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'another one');
    await userEvent.click(screen.getByRole('button', { name: 'Set my new password' }));
    await becomesVisible(await screen.findByText("Passwords don't match"));
  },
};

export const Used: Story = reset('used-reset');
export const Expired: Story = reset('expired-reset');
export const Invalid: Story = reset('not-a-token');

export const Mobile: Story = { ...Forgot, globals: { viewport: { value: 'mobile' } } };
export const Dark: Story = { ...NewPassword, globals: { theme: 'dark' } };

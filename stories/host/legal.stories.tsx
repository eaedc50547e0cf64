import { PRIVACY_NOTICE_VERSION } from '@puente/core';
import { PrivacyScreen, paths, TermsScreen } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hostParameters, hostScreen } from '../support/host-screen';

const meta = {
  title: 'Host/Routes/privacy – Privacy notice and terms',
  component: PrivacyScreen,
  parameters: { ...hostParameters },
} satisfies Meta<typeof PrivacyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The aviso de privacidad with its version, the ARCO rights and the notice to under-18s. */
export const PrivacyNotice: Story = {
  decorators: [hostScreen(paths.privacy.getHref())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Privacy notice', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your ARCO rights' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Students under 18' })).toBeVisible();
    await expect(canvas.getByText(/^Version of/)).toBeVisible();
    await expect(PRIVACY_NOTICE_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  },
};

export const PrivacyMobile: Story = {
  ...PrivacyNotice,
  globals: { viewport: { value: 'mobile' } },
};

export const PrivacyDark: Story = { ...PrivacyNotice, globals: { theme: 'dark' } };

/** /terms. */
export const Terms: Story = {
  decorators: [hostScreen(paths.terms.getHref())],
  render: () => <TermsScreen />,
};

import { ADMIN_ALERTS } from '@puente/core';
import { AdminDashboardScreen, paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { becomesVisible, HELD_DELAY, type HostStory, hostScreenMeta } from '../support/host-screen';

export default {
  title: 'Host/Routes/demo/admin – Demo school: administrator dashboard',
  component: AdminDashboardScreen,
  ...hostScreenMeta(paths.demoAdmin.getHref()),
} satisfies Meta<typeof AdminDashboardScreen>;

const tool = async () =>
  within(await screen.findByRole('region', { name: 'School Customization Tool' }));

/** The three alerts, the grade overview and the sample context; Add Context waits for text. */
export const Default: HostStory = {
  play: async () => {
    await expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(
      ADMIN_ALERTS.length,
    );
    await expect((await tool()).getByRole('button', { name: 'Add Context' })).toBeDisabled();
  },
};

export const Dark: HostStory = { globals: { theme: 'dark' } };

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

/** 'Adding...', held. */
export const AddingContext: HostStory = {
  parameters: { delays: { addContext: HELD_DELAY } },
  play: async () => {
    const panel = await tool();
    await userEvent.type(
      panel.getByRole('textbox', { name: 'Add context' }),
      'Parent evenings are in Spanish; bring an interpreter for English-only speakers.',
    );
    await userEvent.click(panel.getByRole('button', { name: 'Add Context' }));
    await expect(panel.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  },
};

/** Upload PDF's progress, held. */
export const UploadingPdf: HostStory = {
  name: 'Uploading a PDF',
  parameters: { delays: { uploadImport: HELD_DELAY } },
  play: async () => {
    const panel = await tool();
    await userEvent.click(panel.getByRole('button', { name: 'Upload PDF' }));
    await becomesVisible(panel.getByRole('progressbar', { name: 'Uploading PDF...' }));
  },
};

/** After 1.5 s each, the PDF and the Google Drive entries are appended. */
export const ImportedContext: HostStory = {
  play: async () => {
    const panel = await tool();
    await userEvent.click(panel.getByRole('button', { name: 'Upload PDF' }));
    await panel.findByText(/School Profile\.pdf/, {}, { timeout: 5000 });
    await userEvent.click(panel.getByRole('button', { name: 'Import from Google Drive' }));
    await becomesVisible(await panel.findByText(/Counseling Calendar"/, {}, { timeout: 5000 }));
  },
};

/** Every entry removed. */
export const NoContext: HostStory = {
  play: async () => {
    const panel = await tool();
    for (let i = 0; i < 3; i++) {
      await userEvent.click(panel.getByRole('button', { name: 'Remove context entry 1' }));
    }
    await becomesVisible(panel.getByText('No school context yet. Add some below.'));
  },
};

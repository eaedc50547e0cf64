import { SAMPLE_PROGRAMMES, sampleSelection } from '@puente/core';
import { paths, SelectedProgrammesScreen } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, within } from 'storybook/test';
import { studentData } from '../support/api-handlers';
import { becomesVisible, type HostStory, hostScreenMeta } from '../support/host-screen';

const SELECTIONS = SAMPLE_PROGRAMMES.slice(0, 3).map((program, index) =>
  sampleSelection(11 + index, program),
);

export default {
  title: 'Host/Routes/selected-programs – Selected programmes',
  component: SelectedProgrammesScreen,
  ...hostScreenMeta(paths.selectedPrograms.getHref()),
  beforeEach: ({ msw }) => msw.use(...studentData({ selections: SELECTIONS })),
} satisfies Meta<typeof SelectedProgrammesScreen>;

export const Filled: HostStory = {};

export const Empty: HostStory = {
  beforeEach: ({ msw }) => msw.use(...studentData()),
};

/** Remove pressed: 'Are you sure?' naming the university and programme. */
export const ConfirmRemoval: HostStory = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('article');
    if (!first) throw new Error('no selections');
    await userEvent.click(within(first).getByRole('button', { name: 'Remove' }));
    await becomesVisible(await screen.findByRole('alertdialog', { name: 'Are you sure?' }));
  },
};

/** Share pressed where the browser has no share sheet: the link is copied, and the card says so. */
export const ShareCopied: HostStory = {
  beforeEach: () => {
    const share = Object.getOwnPropertyDescriptor(navigator, 'share');
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => {
      writeText.mockRestore();
      if (share) Object.defineProperty(navigator, 'share', share);
      else Reflect.deleteProperty(navigator, 'share');
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('article');
    if (!first) throw new Error('no selections');
    await userEvent.click(within(first).getByRole('button', { name: 'Share' }));
    await expect(await within(first).findByRole('status')).toHaveTextContent('Link copied');
  },
};

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

export const Dark: HostStory = { globals: { theme: 'dark' } };

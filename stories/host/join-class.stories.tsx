import { ClassCodeScreen, paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { signedIn } from '../support/api-handlers';
import { becomesVisible, type HostStory, schoolScreenMeta } from '../support/host-screen';

// /join: a signed-in student joins their school with a class code.
export default {
  title: 'Host/Routes/join – Join with a class code',
  component: ClassCodeScreen,
  ...schoolScreenMeta(paths.joinClass.getHref(), signedIn),
} satisfies Meta<typeof ClassCodeScreen>;

export const Empty: HostStory = {};

/** From /join?code=K7MPQ2RX. */
export const FromALink: HostStory = { args: { initialCode: 'K7MPQ2RX' } };

export const Joined: HostStory = {
  args: { initialCode: 'K7MPQ2RX' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await becomesVisible(
      await screen.findByRole('heading', { name: 'You joined Preparatoria Benito Juárez' }),
    );
  },
};

export const UnknownCode: HostStory = {
  args: { initialCode: 'ABCDEFGH' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await becomesVisible(
      await screen.findByText('No class uses that code. Check it with your counselor.'),
    );
  },
};

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

export const Dark: HostStory = { globals: { theme: 'dark' } };

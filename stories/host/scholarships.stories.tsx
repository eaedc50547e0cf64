import { paths, ScholarshipsListingScreen } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { sampleUser } from '../support/api-handlers';
import { becomesVisible, hostParameters, hostScreen } from '../support/host-screen';

const meta = {
  title: 'Host/Routes/scholarships-listing – Scholarships',
  component: ScholarshipsListingScreen,
  args: { userId: sampleUser.id },
  decorators: [hostScreen(paths.scholarshipsListing.getHref())],
  parameters: { ...hostParameters },
  // Saved scholarships live in this browser: every story starts with none.
  beforeEach: () => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('puente-saved-scholarships')) localStorage.removeItem(key);
    }
  },
} satisfies Meta<typeof ScholarshipsListingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const search = async (text: string) =>
  userEvent.type(await screen.findByRole('searchbox', { name: 'Search scholarships' }), text);

export const Default: Story = {};

/** Search by name, university or subject. */
export const Searching: Story = {
  play: async () => {
    await search('queen mary');
    await expect(
      within(screen.getByRole('list', { name: 'Scholarships' })).getAllByRole('article'),
    ).toHaveLength(2);
  },
};

export const NothingFound: Story = {
  play: async () => {
    await search('astronomy');
    await expect(screen.getByRole('heading', { name: 'No Scholarships Found' })).toBeVisible();
  },
};

/** Save pressed: 'Scholarship saved', and the card reads Saved. */
export const Saved: Story = {
  play: async () => {
    const card = within(
      await screen.findByRole('article', { name: 'Global Excellence Scholarship' }),
    );
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    await becomesVisible(await screen.findByText('Scholarship saved'));
    await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

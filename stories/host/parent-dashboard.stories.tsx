import { PARENT_EXAMPLE_QUESTIONS } from '@puente/core';
import { ParentDashboardScreen, paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { becomesVisible, HELD_DELAY, hostParameters, hostScreen } from '../support/host-screen';

const meta = {
  title: 'Host/Routes/parent-dashboard – Parent dashboard',
  component: ParentDashboardScreen,
  decorators: [hostScreen(paths.parentDashboard.getHref())],
  parameters: { ...hostParameters },
} satisfies Meta<typeof ParentDashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const chat = async () => within(await screen.findByRole('region', { name: 'Ask the assistant' }));

async function ask(question: string) {
  const panel = await chat();
  await userEvent.type(panel.getByRole('textbox', { name: 'Your question' }), `${question}{Enter}`);
  return panel;
}

/** Only the welcome message: the example questions show. */
export const Default: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** The typing indicator, held. */
export const AssistantTyping: Story = {
  parameters: { delays: { parentReply: HELD_DELAY } },
  play: async () => {
    const panel = await ask('Is accommodation guaranteed for first-year students?');
    await expect(panel.getByText('The assistant is typing...')).toBeInTheDocument();
  },
};

/** A reply arrived (after the 1.5 s typing indicator); the examples are gone. */
export const AssistantReplied: Story = {
  play: async () => {
    const panel = await ask('How does financial aid work for UK universities?');
    await becomesVisible(
      await panel.findByText(/scholarships for international students/, {}, { timeout: 5000 }),
    );
  },
};

/** Every canned topic in one conversation: the log scrolls inside its 400 px. */
export const LongConversation: Story = {
  play: async () => {
    for (const question of [...PARENT_EXAMPLE_QUESTIONS, 'When will we hear back?']) {
      const panel = await ask(question);
      await waitFor(() => expect(panel.queryByRole('status')).toBeNull(), { timeout: 5000 });
    }
  },
};

export const AssistantRepliedMobile: Story = {
  ...AssistantReplied,
  globals: { viewport: { value: 'mobile' } },
};

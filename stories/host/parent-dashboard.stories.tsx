import { PARENT_EXAMPLE_QUESTIONS } from '@puente/core';
import { ParentDashboardScreen, paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { becomesVisible, HELD_DELAY, type HostStory, hostScreenMeta } from '../support/host-screen';

export default {
  title: 'Host/Routes/demo/parent-dashboard – Demo school: parent dashboard',
  component: ParentDashboardScreen,
  // The demo's dates count from the day it is opened: a fixed day keeps the story the same.
  ...hostScreenMeta(paths.demoParentDashboard.getHref(), { now: '2026-12-06T10:00:00Z' }),
} satisfies Meta<typeof ParentDashboardScreen>;

const chat = async () => within(await screen.findByRole('region', { name: 'Ask the assistant' }));

async function ask(question: string) {
  const panel = await chat();
  await userEvent.type(panel.getByRole('textbox', { name: 'Your question' }), `${question}{Enter}`);
  return panel;
}

/** Only the welcome message: the example questions show. */
export const Default: HostStory = {};

export const Dark: HostStory = { globals: { theme: 'dark' } };

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

/** The typing indicator, held. */
export const AssistantTyping: HostStory = {
  parameters: { delays: { parentReply: HELD_DELAY } },
  play: async () => {
    const panel = await ask('Is accommodation guaranteed for first-year students?');
    await expect(panel.getByText('The assistant is typing...')).toBeInTheDocument();
  },
};

/** A reply arrived (after the 1.5 s typing indicator); the examples are gone. */
export const AssistantReplied: HostStory = {
  play: async () => {
    const panel = await ask('How does financial aid work for UK universities?');
    await becomesVisible(
      await panel.findByText(/scholarships for international students/, {}, { timeout: 5000 }),
    );
  },
};

/** Every canned topic in one conversation: the log scrolls inside its 400 px. */
export const LongConversation: HostStory = {
  play: async () => {
    for (const question of [...PARENT_EXAMPLE_QUESTIONS, 'When will we hear back?']) {
      const panel = await ask(question);
      await waitFor(() => expect(panel.queryByRole('status')).toBeNull(), { timeout: 5000 });
    }
  },
};

export const AssistantRepliedMobile: HostStory = {
  ...AssistantReplied,
  globals: { viewport: { value: 'mobile' } },
};

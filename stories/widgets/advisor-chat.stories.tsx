import {
  ADVISOR_SCRIPT,
  type Assistant,
  AssistantError,
  createCannedAssistant,
  DEFAULT_DELAYS,
  NO_DELAYS,
} from '@puente/core';
import { AdvisorChat } from '@puente/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetMeta } from '../support/widget-meta';

/** The canned assistant, except that the advisor never finishes thinking. */
const neverReplies: Assistant = {
  ...createCannedAssistant({ delays: NO_DELAYS }),
  chatReply: () => new Promise<string>(() => {}),
};

const meta = {
  title: 'Widgets/Advisor Chat',
  component: AdvisorChat,
  args: {
    dashboardHref: '/dashboard',
    onReturnToDashboard: fn(),
    onSummaryShared: fn(),
  },
  // Its own provider (delays at zero, the story's assistant) instead of the preview's.
  ...widgetMeta(),
} satisfies Meta<typeof AdvisorChat>;
export default meta;
type Story = StoryObj<typeof meta>;

const messageBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Your message' });

/** Answers the advisor five times (delays at zero) until the summary shows. */
async function talkToTheEnd(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const [index, line] of ADVISOR_SCRIPT.entries()) {
    await userEvent.type(messageBox(canvasElement), `My answer number ${index + 1}{Enter}`);
    await canvas.findByText(line);
  }
  return canvas.findByRole('region', { name: 'Your conversation summary' });
}

/** Just the greeting: nothing sent yet, Send disabled. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** A message sent and the advisor thinking (it never answers in this story). */
export const Thinking: Story = {
  parameters: { assistant: neverReplies },
  play: async ({ canvasElement }) => {
    await userEvent.type(messageBox(canvasElement), 'I love biology and building robots{Enter}');
    await expect(await within(canvasElement).findByText('Thinking...')).toBeInTheDocument();
  },
};

/** The SPEC's real waits: 0.5 s to think, 2 s to reply, the summary 1 s after the last line. */
export const RealDelays: Story = { parameters: { delays: DEFAULT_DELAYS } };

/** Five lines said: the input is disabled and the summary is showing. */
export const Finished: Story = {
  play: async ({ canvasElement }) => {
    const summary = await talkToTheEnd(canvasElement);
    await expect(messageBox(canvasElement)).toBeDisabled();
    await expect(within(summary).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** A model's summary that did not come: the toast says why, and the chat offers to ask again. */
export const SummaryFailed: Story = {
  parameters: {
    assistant: {
      ...createCannedAssistant({ delays: NO_DELAYS }),
      streams: true,
      chatSummary: () =>
        Promise.reject(
          new AssistantError(
            'The assistant could not put its answer together this time. Nothing was lost; please try again.',
            502,
          ),
        ),
    } satisfies Assistant & { streams: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [index, line] of ADVISOR_SCRIPT.entries()) {
      await userEvent.type(messageBox(canvasElement), `My answer number ${index + 1}{Enter}`);
      await canvas.findByText(line);
    }
    await expect(
      await canvas.findByRole('button', { name: 'Prepare the summary again' }),
    ).toBeVisible();
  },
};

/** Editing the summary's four points. */
export const SummaryEditing: Story = {
  play: async ({ canvasElement }) => {
    const summary = await talkToTheEnd(canvasElement);
    await userEvent.click(within(summary).getByRole('button', { name: 'Edit Summary' }));
    const point = within(summary).getByRole('textbox', { name: 'Point 4' });
    await userEvent.clear(point);
    await userEvent.type(point, 'Book the IELTS test for March and ask about scholarships.');
  },
};

/** Edited, saved ('Summary updated!') and shared ('Summary shared!'). */
export const SummaryShared: Story = {
  play: async ({ canvasElement, args }) => {
    const summary = await talkToTheEnd(canvasElement);
    await userEvent.click(within(summary).getByRole('button', { name: 'Edit Summary' }));
    await userEvent.type(within(summary).getByRole('textbox', { name: 'Point 1' }), ' Soon.');
    await userEvent.click(within(summary).getByRole('button', { name: 'Save Changes' }));
    await userEvent.click(within(summary).getByRole('button', { name: 'Share Summary' }));
    await expect(args.onSummaryShared).toHaveBeenCalledOnce();
    await expect(within(summary).getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
  },
};

/** Declined: 'No problem!', nothing shared. */
export const SummaryDeclined: Story = {
  play: async ({ canvasElement, args }) => {
    const summary = await talkToTheEnd(canvasElement);
    await userEvent.click(within(summary).getByRole('button', { name: 'No, thanks' }));
    await expect(args.onSummaryShared).not.toHaveBeenCalled();
  },
};

/** A long message from the student wraps inside its bubble. */
export const LongMessage: Story = {
  parameters: { assistant: neverReplies },
  play: async ({ canvasElement }) => {
    await userEvent.type(
      messageBox(canvasElement),
      'I really enjoy biology, especially anything to do with how the heart and the brain work, and on Saturdays I volunteer at a community clinic where I help translate for patients. I also lead the robotics club at school and we built an arm that can pick up small objects, so maybe biomedical engineering?{Enter}',
    );
  },
};

export const Dark: Story = { ...Finished, globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const MobileFinished: Story = { ...Finished, globals: { viewport: { value: 'mobile' } } };

import { type Assistant, AssistantError, createCannedAssistant, NO_DELAYS } from '@puente/core';
import { CounselorCheckIn } from '@puente/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { widgetMeta } from '../support/widget-meta';

/** The canned assistant, except that answers and list updates never arrive. */
const neverAnswers: Assistant = {
  ...createCannedAssistant({ delays: NO_DELAYS }),
  askAboutStudent: () => new Promise(() => {}),
  updateCollegeList: () => new Promise(() => {}),
};

/** A model's Ask AI (it streams) whose answer stops after its first words. */
const modelWriting: Assistant & { streams: true } = {
  ...createCannedAssistant({ delays: NO_DELAYS }),
  streams: true,
  askAboutStudent: (_question, _student, options) =>
    new Promise((_resolve, reject) => {
      options?.onText?.('Sofía’s robotics club and her maths scores point to');
      options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
    }),
};

/** A model's Ask AI on a day its limit was reached: the server's message, in the asker's language. */
const modelLimited: Assistant & { streams: true } = {
  ...createCannedAssistant({ delays: NO_DELAYS }),
  streams: true,
  askAboutStudent: () =>
    Promise.reject(
      new AssistantError(
        'You have used all of today’s assistant answers. It will be back in 5 hours; until then, your counselor is there to help.',
        429,
        18_000,
      ),
    ),
};

const meta = {
  title: 'Widgets/Counselor Check-In',
  component: CounselorCheckIn,
  args: { checkIn: 2, dashboardHref: '/', onBackToDashboard: fn() },
  // Its own provider (delays at zero, the story's assistant) instead of the preview's. The
  // sample's conversations are dated from the site's clock: a fixed day keeps the story the same.
  ...widgetMeta({ now: '2026-12-06T10:00:00Z' }),
} satisfies Meta<typeof CounselorCheckIn>;
export default meta;
type Story = StoryObj<typeof meta>;

const studentCard = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Sofía Ramírez' });

const askBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Ask a question about Sofía' });

/** Asks Ask AI a question, once its card (which arrives after the check-in's first render) is there. */
async function askAi(canvasElement: HTMLElement, question: string) {
  await within(canvasElement).findByRole('region', { name: 'Ask AI Assistant' });
  await userEvent.type(askBox(canvasElement), `${question}{Enter}`);
}

/** The dialog renders above the page, outside the story's canvas. */
async function openCollegeProfile(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'College Profile' }));
  return screen.findByRole('dialog', { name: 'College Profile for Sofía Ramírez' });
}

async function openCollegeList(canvasElement: HTMLElement) {
  const dialog = await openCollegeProfile(canvasElement);
  await userEvent.click(within(dialog).getByRole('tab', { name: 'College List' }));
  return dialog;
}

/** Check-In #2 as it opens: Profile tab, no questions asked yet. */
export const CheckInTwo: Story = {};

/** The earlier check-in of the same student. */
export const CheckInOne: Story = { args: { checkIn: 1 } };

/** A profile line's link: the Scripts tab with the first message of 'Exploring Interests' highlighted. */
export const LinkedToConversation: Story = {
  play: async ({ canvasElement }) => {
    const card = studentCard(canvasElement);
    await userEvent.click(
      within(card).getByRole('button', { name: 'Show in conversation: Biology and human anatomy' }),
    );
    // The conversation's tab may still be taking its behaviour in: wait for it as a user would.
    const transcript = await within(card).findByRole('region', {
      name: 'Exploring Interests transcript',
    });
    await expect(within(transcript).getAllByRole('listitem')[0]).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** The Scripts tab on the first conversation. */
export const Scripts: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(studentCard(canvasElement)).getByRole('tab', { name: 'Scripts' }));
  },
};

export const CollegeProfileDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCollegeProfile(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: 'Fields of Study' })).toBeVisible();
  },
};

/** The seven suggested universities, two added to the student's suggestions. */
export const CollegeList: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCollegeList(canvasElement);
    for (const name of ['University of Edinburgh', 'University of Manchester']) {
      const card = within(dialog).getByRole('article', { name });
      await userEvent.click(
        within(card).getByRole('button', { name: 'Add to Suggested Universities' }),
      );
    }
    await expect(
      within(dialog).getAllByRole('button', { name: 'Added to Suggestions' }),
    ).toHaveLength(2);
  },
};

/** Update List pressed: 'Updating...' (the new list never arrives in this story). */
export const CollegeListUpdating: Story = {
  parameters: { assistant: neverAnswers },
  play: async ({ canvasElement }) => {
    const dialog = await openCollegeList(canvasElement);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Have feedback for the list?' }),
      'More options in Scotland, fewer in London{Enter}',
    );
    await expect(within(dialog).getByRole('button', { name: 'Updating...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The admission-rate hint on hover. */
export const AdmissionRateTooltip: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCollegeList(canvasElement);
    const [hint] = within(dialog).getAllByRole('button', { name: /About the admission rate/ });
    if (hint) await userEvent.hover(hint);
    // It fades in.
    await waitFor(() =>
      expect(screen.getByText('specific to the school, last 4 years')).toBeVisible(),
    );
  },
};

/** Item 3 assigned. */
export const ContentAssigned: Story = {
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByRole('region', { name: 'AI-Recommended Content' });
    await userEvent.click(within(content).getByRole('button', { name: 'Assign' }));
    await expect(within(content).getByRole('button', { name: 'Assigned' })).toBeVisible();
  },
};

/** Ask AI while it thinks: the box and the button are disabled. */
export const AskAiThinking: Story = {
  name: 'Ask AI – thinking',
  parameters: { assistant: neverAnswers },
  play: async ({ canvasElement }) => {
    await askAi(canvasElement, 'Which programmes fit her interest in robotics?');
    await expect(askBox(canvasElement)).toBeDisabled();
  },
};

/** A model's answer as it is written, with Stop. */
export const AskAiStreaming: Story = {
  name: 'Ask AI – a model writing',
  parameters: { assistant: modelWriting },
  play: async ({ canvasElement }) => {
    await askAi(canvasElement, 'Which programmes fit her?');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/robotics club and her maths/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stop' })).toBeVisible();
  },
};

/** Stopped: the question is back in the box, nothing was added. */
export const AskAiStopped: Story = {
  name: 'Ask AI – stopped',
  parameters: { assistant: modelWriting },
  play: async ({ canvasElement }) => {
    await askAi(canvasElement, 'Which programmes fit her?');
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(askBox(canvasElement)).toHaveValue('Which programmes fit her?'));
  },
};

/** A daily limit reached: said kindly, with when to come back; the question stays. */
export const AskAiLimitReached: Story = {
  name: 'Ask AI – daily limit reached',
  parameters: { assistant: modelLimited },
  play: async ({ canvasElement }) => {
    await askAi(canvasElement, 'Which programmes fit her?');
    // The toast slides in: visible once it has.
    await waitFor(() => expect(screen.getByText('Daily limit reached')).toBeVisible(), {
      timeout: 5_000,
    });
    await expect(askBox(canvasElement)).toHaveValue('Which programmes fit her?');
  },
};

/** Three questions, one per canned answer, with Save and Share. */
export const AskAiHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const question of [
      'What pre-med pathways would suit her?',
      'Which programmes fit her interest in robotics?',
      'What other universities should she consider?',
    ]) {
      await userEvent.type(askBox(canvasElement), `${question}{Enter}`);
      await canvas.findByText(question);
    }
    await expect(await canvas.findByText(/Italian universities/)).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkCollegeList: Story = { ...CollegeList, globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const MobileCollegeList: Story = {
  ...CollegeList,
  globals: { viewport: { value: 'mobile' } },
};

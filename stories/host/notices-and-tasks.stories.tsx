import type { Notice, StudentTask } from '@puente/core';
import { DashboardScreen, paths } from '@puente/host';
import { createReminderData } from '@puente/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleUser, studentData } from '../support/api-handlers';
import { hostParameters, hostScreen } from '../support/host-screen';

const notice = (id: number, read: boolean, message: string): Notice => ({
  id,
  message,
  from: 'Laura López',
  sentAt: new Date(Date.UTC(2026, 10, 20 - id, 15)).toISOString(),
  read,
});

const DRAFT_REMINDER = notice(
  1,
  false,
  'Hi Ana García,\n\nThis is a gentle reminder that your personal statement draft is now overdue.\n\n<b>Typed as it was</b>',
);

const MANY = Array.from({ length: 24 }, (_, index) =>
  notice(index + 1, index >= 9, `Reminder number ${index + 1}: see you on Monday.`),
);

const TASKS: StudentTask[] = [
  'What subjects are you most excited about studying?',
  'Where would you like to live while you study?',
].map((question, index) => ({
  id: index + 1,
  campaign: 'Learning Campaign, 18 Nov 2026',
  question,
  from: 'Laura López',
  sentAt: '2026-11-18T15:00:00.000Z',
  answer: index === 1 ? 'Somewhere near the sea.' : null,
  answeredAt: index === 1 ? '2026-11-19T09:00:00.000Z' : null,
}));

/** The student's data with these notices and tasks, kept while the story runs. */
const reminders = (notices: readonly Notice[], tasks: readonly StudentTask[] = []) => [
  ...studentData(),
  ...createReminderData({ notices, tasks, now: new Date('2026-11-20T10:00:00Z') }).handlers,
];

const meta = {
  title: 'Host/Routes/dashboard – Notices and tasks',
  component: DashboardScreen,
  args: { user: sampleUser },
  parameters: { ...hostParameters },
  decorators: [hostScreen(paths.home.getHref())],
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No reminders yet: the bell says none are unread, and no Your tasks card. */
export const NoNotices: Story = {
  beforeEach: ({ msw }) => msw.use(...reminders([])),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Notices, none unread' })).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Your tasks' })).toBeNull();
  },
};

/** One unread reminder, opened: shown as typed (its markup as text), then marked read. */
export const Unread: Story = {
  beforeEach: ({ msw }) => msw.use(...reminders([DRAFT_REMINDER])),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Notices, 1 unread' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Notices' }));
    await expect(dialog.getByText(/<b>Typed as it was<\/b>/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as read' }));
    await expect(
      await screen.findByRole('button', { name: 'Notices, none unread', hidden: true }),
    ).toBeInTheDocument();
  },
};

/** Many reminders, 9 unread: the count on the bell, the list scrolls in the dialog. */
export const ManyNotices: Story = {
  beforeEach: ({ msw }) => msw.use(...reminders(MANY)),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Notices, 9 unread' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Notices' }));
    await expect(dialog.getAllByRole('listitem')).toHaveLength(24);
  },
};

/** Your tasks: one question to answer, one answered; the student answers the first. */
export const Tasks: Story = {
  beforeEach: ({ msw }) => msw.use(...reminders([], TASKS)),
  play: async () => {
    const tasks = within(await screen.findByRole('region', { name: 'Your tasks' }));
    await userEvent.type(
      tasks.getByRole('textbox', { name: 'What subjects are you most excited about studying?' }),
      'Medicine',
    );
    await userEvent.click(tasks.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(tasks.getAllByText('Answered')).toHaveLength(2));
  },
};

import { ADVISOR_ACTION_ITEMS, ADVISOR_STUDENTS, REMINDER_RECIPIENTS } from '@puente/core';
import { AdvisorDashboardScreen, paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { becomesVisible, HELD_DELAY, type HostStory, hostScreenMeta } from '../support/host-screen';

export default {
  title: 'Host/Routes/demo/advisor-dashboard – Demo school: advisor dashboard',
  component: AdvisorDashboardScreen,
  ...hostScreenMeta(paths.demoAdvisorDashboard.getHref()),
  // The demo school's cohort, as its route feeds it.
  args: {
    data: {
      students: ADVISOR_STUDENTS,
      alerts: ADVISOR_ACTION_ITEMS,
      recipients: REMINDER_RECIPIENTS,
    },
  },
} satisfies Meta<typeof AdvisorDashboardScreen>;

const openDialog = async (button: string | RegExp) => {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog'));
};

export const Default: HostStory = {};

export const Dark: HostStory = { globals: { theme: 'dark' } };

/** Below 768 px the students table becomes one card per student. */
export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

export const SendReminder: HostStory = {
  play: async () => {
    const dialog = await openDialog('Send Reminder');
    await becomesVisible(dialog.getByRole('textbox', { name: 'Message' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Amara Okafor' }));
    await becomesVisible(dialog.getByText(/^Hi Amara Okafor,/));
  },
};

/** The success message stays while the auto-close is held. */
export const ReminderSent: HostStory = {
  parameters: { delays: { reminderAutoClose: HELD_DELAY } },
  play: async () => {
    const dialog = await openDialog('Send Reminder');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reminder' }));
    await becomesVisible(dialog.getByText('Reminder sent to 6 students.'));
  },
};

/** After the 2 s success message: the dialog closed, the alert reads Sent. */
export const AlertMarkedSent: HostStory = {
  play: async () => {
    const dialog = await openDialog('Send Reminder');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reminder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(screen.getByRole('button', { name: 'Sent' })).toBeDisabled();
  },
};

export const StudentProfile: HostStory = {
  play: async () => {
    const dialog = await openDialog('View Profile of Maya Chen');
    await becomesVisible(dialog.getByRole('heading', { name: 'Maya Chen' }));
  },
};

export const StudentProfileMobile: HostStory = {
  ...StudentProfile,
  globals: { viewport: { value: 'mobile' } },
};

export const LaunchLearningCampaign: HostStory = {
  play: async () => {
    const dialog = await openDialog('Launch Learning Campaign');
    await expect(dialog.getAllByRole('textbox')).toHaveLength(2);
  },
};

export const CampaignWithoutQuestions: HostStory = {
  play: async () => {
    const dialog = await openDialog('Launch Learning Campaign');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove question 2' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove question 1' }));
    await becomesVisible(dialog.getByText(/No questions yet/));
  },
};

export const CampaignLaunched: HostStory = {
  play: async () => {
    const dialog = await openDialog('Launch Learning Campaign');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Question' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Question 3' }),
      'Which problem in your town would you most like to solve?',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Launch Campaign' }));
    await becomesVisible(await screen.findByText('Campaign with 3 questions sent to students.'));
  },
};

export const AgRequirementsReview: HostStory = {
  name: 'A-G requirements review',
  play: async () => {
    const dialog = await openDialog('Review Cases');
    await expect(dialog.getAllByRole('row')).toHaveLength(16);
  },
};

export const AgRequirementsReviewMobile: HostStory = {
  ...AgRequirementsReview,
  globals: { viewport: { value: 'mobile' } },
};

export const OpeningTranscriptToast: HostStory = {
  play: async () => {
    const dialog = await openDialog('Review Cases');
    await userEvent.click(dialog.getByRole('button', { name: 'View Transcript of Priya Patel' }));
    await becomesVisible(await screen.findByText('Opening Transcript'));
  },
};

export const OpeningSynergyToast: HostStory = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Open in Synergy' }));
    await becomesVisible(await screen.findByText('Opening Synergy'));
  },
};

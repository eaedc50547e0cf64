import { CheckInScreen, paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  checkInData,
  pendingForever,
  SAMPLE_ASSIGNMENTS,
  SAMPLE_NOTES,
  signedInAsCounselor,
} from '../support/api-handlers';
import { type HostStory, schoolScreenMeta } from '../support/host-screen';

// /check-in-1 and /check-in-2 for the school's staff: a student picker, or the SPEC's check-in on `?student=`.
export default {
  title: 'Host/Routes/check-in – School: check-ins',
  component: CheckInScreen,
  ...schoolScreenMeta(paths.checkIn1.getHref(), signedInAsCounselor, checkInData),
  args: { checkIn: 1, studentId: null },
} satisfies Meta<typeof CheckInScreen>;

/** No `?student=`: the school's list to choose from. */
export const ChooseAStudent: HostStory = {};

/** Diego: his profile, his programmes with their stage, no notes or assignments yet. */
export const WithAStudent: HostStory = {
  args: { checkIn: 2, studentId: 51 },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Diego Hernández' })).toBeVisible();
    await expect(
      await screen.findByRole('list', { name: 'Programmes Diego Hernández chose' }),
    ).toBeVisible();
  },
};

/** Notes saved (one shared, one private) and content assigned, one completed by the student. */
export const WithNotesAndContent: HostStory = {
  args: { checkIn: 2, studentId: 51 },
  beforeEach: ({ msw }) =>
    msw.use(...checkInData({ notes: SAMPLE_NOTES, assignments: SAMPLE_ASSIGNMENTS })),
  play: async () => {
    const notes = within(await screen.findByRole('list', { name: 'Saved notes' }));
    await expect(notes.getByText('Shared with the student')).toBeVisible();
    await expect(notes.getByText('Private to staff')).toBeVisible();
  },
};

/** The student's notes and assignments still on their way: no claim of none, no action offered yet. */
export const NotesAndContentLoading: HostStory = {
  args: { checkIn: 2, studentId: 51 },
  beforeEach: ({ msw }) =>
    msw.use(
      pendingForever('get', '/api/school/students/51/notes'),
      pendingForever('get', '/api/school/students/51/assignments'),
    ),
  play: async () => {
    const notes = within(await screen.findByRole('region', { name: 'Counselor Notes' }));
    await expect(notes.queryByText(/^No notes yet/)).toBeNull();
    const content = within(await screen.findByRole('region', { name: 'AI-Recommended Content' }));
    await expect(content.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(content.queryByRole('button', { name: 'Assign' })).toBeNull();
  },
};

/** A counselor shares a note: it is saved and listed, the box emptied. */
export const SharingANote: HostStory = {
  args: { checkIn: 2, studentId: 51 },
  play: async () => {
    const notes = within(await screen.findByRole('region', { name: 'Counselor Notes' }));
    await userEvent.type(notes.getByRole('textbox', { name: 'Notes' }), 'See you on Friday.');
    await userEvent.click(notes.getByRole('button', { name: 'Share' }));
    await expect(await notes.findByText('See you on Friday.')).toBeVisible();
  },
};

/** A student who has not filled in their profile or chosen a programme. */
export const NothingChosenYet: HostStory = { args: { checkIn: 1, studentId: 53 } };

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

export const Dark: HostStory = { ...WithNotesAndContent, globals: { theme: 'dark' } };

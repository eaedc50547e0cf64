import { StudentInfoForm } from '@puente/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, pendingForever, studentData, withSavedProfile } from '../support/api-handlers';
import { withTypography } from '../ui/surface';

const meta = {
  title: 'Widgets/Student Info',
  component: StudentInfoForm,
  args: { onContinue: fn() },
  beforeEach: ({ msw }) => msw.use(...studentData()),
  decorators: [withTypography],
} satisfies Meta<typeof StudentInfoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByText('Computer Science'));
  await userEvent.click(canvas.getByRole('combobox', { name: 'Current year' }));
  await userEvent.click(await canvas.findByRole('option', { name: '12th Grade' }));
  await userEvent.type(canvas.getByRole('spinbutton', { name: 'Math' }), '88');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Chemistry: Not taken' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Overall GPA' }), '8.8');
  await userEvent.click(canvas.getByRole('button', { name: 'Save and Continue' }));
}

/** A first visit: an empty form and the 'Tip: Complete your profile' toast. */
export const FirstVisit: Story = {};

/** My Profile: the saved values loaded. */
export const MyProfile: Story = {
  beforeEach: withSavedProfile,
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/student-info')),
};

/** Saving an empty form: the SPEC messages. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save and Continue' }));
    await expect(canvas.getByText('Please select at least one subject')).toBeVisible();
    await expect(canvas.getByText('Please select your current year')).toBeVisible();
  },
};

/** A third subject: the 'Selection limit reached' toast. */
export const SubjectLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const subject of ['Computer Science', 'Engineering', 'Law']) {
      await userEvent.click(await canvas.findByText(subject));
    }
    await waitFor(async () =>
      expect(await screen.findByText('Selection limit reached')).toBeVisible(),
    );
  },
};

/** Saving: the 'Great job!' overlay. */
export const Saving: Story = {
  beforeEach: ({ msw }) => msw.use(pendingForever('post', '/api/student-info')),
  play: async ({ canvasElement }) => fillIn(canvasElement),
};

/** Saved: the Success toast, and on after the redirect delay. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    await fillIn(canvasElement);
    await waitFor(
      async () => expect(await screen.findByText('Success', {}, { timeout: 5000 })).toBeVisible(),
      { timeout: 6000 },
    );
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const SaveError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failsWith('post', '/api/student-info', 500, 'Could not save right now')),
  play: async ({ canvasElement }) => fillIn(canvasElement),
};

export const Mobile: Story = { ...MyProfile, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...MyProfile, globals: { theme: 'dark' } };

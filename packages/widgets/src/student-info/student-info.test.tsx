import { NO_DELAYS, SAMPLE_STUDENT_INFO, type StudentInfoRecord } from '@puente/core';
import { preloadBehaviours } from '@puente/ui';
import { PuenteProvider } from '@puente/ui/providers';
import { axeViolations } from '@puente/ui/testing/axe';
import { createFakeApi, deferred, type FakeApi } from '@puente/ui/testing/fake-api';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { StudentInfoForm } from './student-info-form';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

// Core's sample profile as an 11th-grader with biology left empty: what the form shows when opened again.
const SAVED: StudentInfoRecord = {
  ...SAMPLE_STUDENT_INFO,
  currentYear: '11th',
  biologyScore: null,
  physicsScore: 85,
};

function renderForm(server: FakeApi = createFakeApi(), onContinue = vi.fn()) {
  const user = userEvent.setup();
  render(
    <PuenteProvider theme="light" delays={NO_DELAYS} api={server.api}>
      <StudentInfoForm onContinue={onContinue} />
    </PuenteProvider>,
  );
  return { user, server, onContinue };
}

const toastRegion = () => screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });

async function chooseYear(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Current year' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('student info form', { timeout: 20_000 }, () => {
  // Acting faster than a chunk arrives; the ui kit's own tests cover its parts before theirs.
  beforeAll(() => preloadBehaviours());

  it('tips the student to complete a profile they do not have yet', async () => {
    renderForm();
    const region = await toastRegion();
    expect(
      await within(region).findByText('Tip: Complete your profile', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Computer Science' })).not.toBeChecked();
  });

  it('shows the SPEC messages for an empty form, on the fields they belong to', async () => {
    const { user, server } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Save and Continue' }));
    expect(screen.getByText('Please select at least one subject')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Intended subjects' })).toHaveAccessibleDescription(
      /Please select at least one subject/,
    );
    expect(screen.getByRole('combobox', { name: 'Current year' })).toHaveAccessibleDescription(
      'Please select your current year',
    );
    expect(screen.getByRole('checkbox', { name: 'Business & Management' })).toHaveFocus();
    expect(server.requestsTo('POST /api/student-info')).toEqual([]);

    await user.type(screen.getByRole('spinbutton', { name: 'Math' }), '101');
    expect(screen.getByRole('spinbutton', { name: 'Math' })).toHaveAccessibleDescription(
      'Must be at most 100',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Law' }));
    expect(screen.queryByText('Please select at least one subject')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('allows two subjects and says so with a toast when a third is chosen', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('checkbox', { name: 'Computer Science' }));
    await user.click(screen.getByRole('checkbox', { name: 'Engineering' }));
    await user.click(screen.getByRole('checkbox', { name: 'Law' }));

    const region = await toastRegion();
    expect(await within(region).findByText('Selection limit reached')).toBeVisible();
    expect(within(region).getByText('You can select at most 2 subjects')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Law' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Computer Science' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Engineering' })).toBeChecked();
  });

  it("sets a 'not taken' score to 0 and disables it, and gives it back when unticked", async () => {
    const { user } = renderForm();
    const chemistry = await screen.findByRole('spinbutton', { name: 'Chemistry' });
    await user.type(chemistry, '64');
    await user.click(screen.getByRole('checkbox', { name: 'Chemistry: Not taken' }));
    expect(chemistry).toHaveValue(0);
    expect(chemistry).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Chemistry: Not taken' }));
    expect(chemistry).toBeEnabled();
    expect(chemistry).toHaveValue(null);
  });

  it('saves, celebrates, says Success and continues after the delay', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const server = createFakeApi();
    server.on('POST /api/student-info', async () => answer.promise);
    const { user, onContinue } = renderForm(server);

    await user.click(await screen.findByRole('checkbox', { name: 'Computer Science' }));
    await chooseYear(user, '12th Grade');
    await user.type(screen.getByRole('spinbutton', { name: 'Math' }), '88');
    await user.click(screen.getByRole('checkbox', { name: 'Biology: Not taken' }));
    await user.type(screen.getByRole('textbox', { name: 'Overall GPA' }), '8.7');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));

    expect(await screen.findByText('Great job!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(server.requestsTo('POST /api/student-info')[0]?.body).toEqual({
      intendedSubject: ['Computer Science'],
      currentYear: '12th',
      overallGpa: '8.7',
      mathScore: 88,
      mathNotTaken: false,
      chemistryScore: null,
      chemistryNotTaken: false,
      biologyScore: 0,
      biologyNotTaken: true,
      physicsScore: null,
      physicsNotTaken: false,
    });
    expect(onContinue).not.toHaveBeenCalled();

    answer.resolve({ status: 201, body: { ...SAVED, currentYear: '12th' } });
    const region = await toastRegion();
    expect(await within(region).findByText('Success')).toBeVisible();
    expect(
      within(region).getByText('Your academic information has been saved successfully!'),
    ).toBeVisible();
    await waitFor(() => expect(onContinue).toHaveBeenCalledOnce());
  });

  it('waits the SPEC delay before continuing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const server = createFakeApi({ studentInfo: SAVED });
      const onContinue = vi.fn();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <PuenteProvider delays={{ ...NO_DELAYS, studentInfoRedirect: 2500 }} api={server.api}>
          <StudentInfoForm onContinue={onContinue} />
        </PuenteProvider>,
      );
      await user.click(await screen.findByRole('button', { name: 'Save and Continue' }));
      expect(await screen.findByText('Taking you to the next step...')).toBeVisible();
      vi.advanceTimersByTime(2400);
      expect(onContinue).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(onContinue).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides the overlay and shows the error in a toast when saving fails', async () => {
    const server = createFakeApi({ studentInfo: SAVED });
    server.on('POST /api/student-info', () => ({
      status: 500,
      body: { message: 'Could not save right now' },
    }));
    const { user, onContinue } = renderForm(server);
    await user.click(await screen.findByRole('button', { name: 'Save and Continue' }));
    const region = await toastRegion();
    expect(await within(region).findByText('Error')).toBeVisible();
    expect(within(region).getByText('Could not save right now')).toBeVisible();
    expect(screen.queryByText('Great job!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and Continue' })).toBeEnabled();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('loads the saved profile as My Profile, without the tip', async () => {
    renderForm(createFakeApi({ studentInfo: SAVED }));
    expect(await screen.findByRole('checkbox', { name: 'Computer Science' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Engineering' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Current year' })).toHaveTextContent('11th Grade');
    expect(screen.getByRole('spinbutton', { name: 'Math' })).toHaveValue(92);
    expect(screen.getByRole('spinbutton', { name: 'Chemistry' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Chemistry: Not taken' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Biology' })).toHaveValue(null);
    expect(screen.getByRole('textbox', { name: 'Overall GPA' })).toHaveValue('9.1');
    expect(screen.queryByText('Tip: Complete your profile')).not.toBeInTheDocument();
  });
});

describe('student info form in Spanish', { timeout: 20_000 }, () => {
  beforeAll(() => preloadBehaviours());

  it("speaks Mexican Spanish, with core's messages, subjects and school years in Spanish", async () => {
    const user = userEvent.setup();
    render(
      <PuenteProvider theme="light" delays={NO_DELAYS} api={createFakeApi().api} locale="es-MX">
        <StudentInfoForm />
      </PuenteProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Guardar y continuar' }));
    expect(screen.getByText('Elige al menos un área de estudio')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Ingeniería' })).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'Año escolar actual' }),
    ).toHaveAccessibleDescription('Elige tu año escolar actual');
    await user.click(screen.getByRole('combobox', { name: 'Año escolar actual' }));
    expect(
      await screen.findByRole('option', { name: '3.º de prepa (5.º o 6.º semestre)' }),
    ).toBeInTheDocument();
    for (const english of [
      'Save and Continue',
      'Intended subjects',
      'Current year',
      'Engineering',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});

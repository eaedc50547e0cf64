import {
  ADVISOR_ACTION_ITEMS,
  ADVISOR_STUDENTS,
  AG_REVIEW_STUDENTS,
  DEFAULT_CAMPAIGN_QUESTIONS,
  NO_DELAYS,
  REMINDER_RECIPIENTS,
} from '@puente/core';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { findPageHeading, openScreen, renderSite } from '../../testing/render-host';
import { signedOutServer } from '../../testing/servers';
import { NOT_AVAILABLE } from './actions-required';
import { AdvisorDashboardScreen } from './advisor-dashboard-screen';

const SAMPLE = {
  students: ADVISOR_STUDENTS,
  alerts: ADVISOR_ACTION_ITEMS,
  recipients: REMINDER_RECIPIENTS,
};

const openDashboard = (delays = NO_DELAYS) =>
  openScreen(<AdvisorDashboardScreen data={SAMPLE} />, 'Advisor Dashboard', { delays });

/** axe on the open dialog: Ark hides the page behind it from assistive tech. */
const axeOnDialog = async () => axeViolations(await screen.findByRole('dialog'));

const alertRow = (title: string) => {
  const heading = screen.getByRole('heading', { level: 3, name: new RegExp(`^${title}`) });
  const row = heading.closest('li');
  if (!row) throw new Error(`no alert row for ${title}`);
  return within(row);
};

// Generous: the host suite shares two busy cores, and a dialog flow is many user steps.
describe('advisor dashboard', { timeout: 20_000 }, () => {
  it('shows the header, the five alerts and the ten students, with no axe violations', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/demo/advisor-dashboard' });
    await findPageHeading('Advisor Dashboard');
    expect(screen.getByText('Monitor your students and manage pending actions')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Launch Learning Campaign' })).toBeEnabled();

    const actions = within(screen.getByRole('region', { name: 'Actions Required' }));
    expect(actions.getAllByRole('listitem')).toHaveLength(5);
    for (const label of ['Review Cases', 'Open in Synergy', 'Review Patterns', 'Send Reminder']) {
      expect(actions.getByRole('button', { name: label })).toBeEnabled();
    }
    const details = actions.getAllByRole('button', { name: 'Details' });
    expect(details).toHaveLength(5);
    // Not pressable yet, but reachable by keyboard and saying so.
    for (const button of details) {
      expect(button).not.toBeDisabled();
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(NOT_AVAILABLE);
    }

    const table = screen.getByRole('table', { name: 'My Students' });
    expect(within(table).getAllByRole('row')).toHaveLength(ADVISOR_STUDENTS.length + 1);
    expect(within(table).getByText('MC')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('colours each engagement score: emerald from 80, amber from 60, rose below', async () => {
    await openDashboard();
    const colourOf = (name: string) =>
      screen
        .getByRole('progressbar', { name: `Engagement score of ${name}` })
        .closest('[data-colour]')
        ?.getAttribute('data-colour');
    expect(colourOf('Maya Chen')).toBe('emerald');
    expect(colourOf('Lucas Moreau')).toBe('amber');
    expect(colourOf('Amara Okafor')).toBe('rose');
    expect(
      screen.getByRole('progressbar', { name: 'Engagement score of Samuel Mensah' }),
    ).toHaveAttribute('aria-valuenow', '33');
  });

  // The success message must stay long enough to be seen here; core checks the exact 2 s.
  it('sends the reminder: names filled in, success, closes, alert Sent, toast', async () => {
    const user = await openDashboard({ ...NO_DELAYS, reminderAutoClose: 1500 });
    await user.click(
      alertRow('College Essay Drafts').getByRole('button', { name: 'Send Reminder' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Send Reminder to Students' }));
    const [first, second] = REMINDER_RECIPIENTS;
    if (!first || !second) throw new Error('sample recipients missing');

    const message = dialog.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAccessibleDescription(/replaced with each student's name/);
    await user.clear(message);
    await user.paste('Hi {studentName}, your draft is late.');
    expect(dialog.getByRole('region', { name: `Preview for ${first.name}` })).toHaveTextContent(
      `Hi ${first.name}, your draft is late.`,
    );
    await user.click(dialog.getByRole('button', { name: second.name }));
    expect(dialog.getByRole('region', { name: `Preview for ${second.name}` })).toHaveTextContent(
      `Hi ${second.name}, your draft is late.`,
    );
    expect(await axeOnDialog()).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Send Reminder' }));
    expect(dialog.getByText('Reminder sent to 6 students.')).toBeVisible();
    expect(screen.getAllByText('Reminder sent successfully').length).toBeGreaterThanOrEqual(1);
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'), { timeout: 5000 });

    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /^College Essay Drafts/ })).toHaveFocus(),
    );
    const sent = alertRow('College Essay Drafts').getByRole('button', { name: 'Sent' });
    expect(sent).toBeDisabled();
    expect(screen.getByText('Reminder sent successfully')).toBeVisible();
  });

  it('cancelling the reminder keeps the alert open for later', async () => {
    const user = await openDashboard();
    await user.click(
      alertRow('College Essay Drafts').getByRole('button', { name: 'Send Reminder' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      alertRow('College Essay Drafts').getByRole('button', { name: 'Send Reminder' }),
    ).toBeEnabled();
  });

  it('launches the campaign with its number of questions', async () => {
    const user = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Launch Learning Campaign' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Launch Learning Campaign' }));
    expect(dialog.getByText(/all 10 students in your cohort/)).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Question 1' })).toHaveValue(
      DEFAULT_CAMPAIGN_QUESTIONS[0]?.text,
    );
    expect(dialog.getAllByRole('textbox')).toHaveLength(2);

    await user.click(dialog.getByRole('button', { name: 'Add Question' }));
    expect(dialog.getByRole('textbox', { name: 'Question 3' })).toHaveFocus();
    await user.type(dialog.getByRole('textbox', { name: 'Question 3' }), 'What would you build?');
    await user.click(dialog.getByRole('button', { name: 'Add Question' }));
    await user.click(dialog.getByRole('button', { name: 'Remove question 1' }));
    expect(dialog.getByRole('textbox', { name: 'Question 2' })).toHaveValue(
      'What would you build?',
    );
    expect(await axeOnDialog()).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Launch Campaign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Learning Campaign Launched')).toBeVisible();
    expect(screen.getByText('Campaign with 3 questions sent to students.')).toBeVisible();

    // Opening again starts from the two default questions.
    await user.click(screen.getByRole('button', { name: 'Launch Learning Campaign' }));
    expect(within(await screen.findByRole('dialog')).getAllByRole('textbox')).toHaveLength(2);
  });

  it("opens a row's Student Profile", async () => {
    const user = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'View Profile of Diego Hernández' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Diego Hernández' }));
    expect(dialog.getByRole('link', { name: 'diego.hernandez@lincolnintl.edu' })).toBeVisible();
    for (const section of [
      'Contact',
      'Academic',
      'Extracurriculars',
      'Aspirations',
      'Interests',
      'Background',
    ]) {
      expect(dialog.getByRole('region', { name: section })).toBeVisible();
    }
    expect(dialog.getByText('UK')).toBeVisible();
    expect(dialog.getByText('Robotics Team')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Schedule Meeting' })).toBeDisabled();
    expect(await axeOnDialog()).toEqual([]);

    await user.click(dialog.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reviews A-G cases: 15 students, transcript and bulk toasts', async () => {
    const user = await openDashboard();
    await user.click(alertRow('A-G Requirements').getByRole('button', { name: 'Review Cases' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'A-G Requirements Review' }));
    expect(dialog.getAllByRole('row')).toHaveLength(AG_REVIEW_STUDENTS.length + 1);
    expect(await axeOnDialog()).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'View Transcript of Priya Patel' }));
    expect(await screen.findByText('Opening Transcript')).toBeVisible();
    expect(screen.getByText('Opening the transcript for Priya Patel.')).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Bulk Review Transcripts' }));
    expect(await screen.findByText('Bulk Action')).toBeVisible();
    expect(screen.getByText('Opening the bulk transcript review interface.')).toBeVisible();
  });

  it('shows the placeholder toasts of Open in Synergy and Review Patterns; Review Scores has no action', async () => {
    const user = await openDashboard();
    await user.click(alertRow('Scheduling').getByRole('button', { name: 'Open in Synergy' }));
    expect(await screen.findByText('Opening Synergy')).toBeVisible();
    expect(screen.getByText(/Redirecting to the student information system/)).toBeVisible();

    await user.click(
      alertRow('Attendance and Grades').getByRole('button', { name: 'Review Patterns' }),
    );
    expect(await screen.findByText('Reviewing Patterns')).toBeVisible();
    expect(screen.queryByText('Opening Synergy')).toBeNull();

    const reviewScores = alertRow('SAT Scores').getByRole('button', { name: 'Review Scores' });
    expect(reviewScores).toHaveAttribute('aria-disabled', 'true');
    expect(reviewScores).toHaveAccessibleDescription(NOT_AVAILABLE);
  });
});

describe('advisor dashboard for a Spanish-speaking advisor', { timeout: 20_000 }, () => {
  it("shows the students' pathways and scores, and SPEC's reminder, in Spanish", async () => {
    const user = await openScreen(<AdvisorDashboardScreen data={SAMPLE} />, 'Panel del asesor', {
      // The success message must stay long enough to be read here.
      delays: { ...NO_DELAYS, reminderAutoClose: 1500 },
      locale: 'es-MX',
    });
    expect(screen.getAllByText('Ruta EE. UU.').length).toBeGreaterThan(0);
    expect(
      screen.getByRole('progressbar', { name: 'Nivel de participación de Maya Chen' }),
    ).toHaveAttribute('aria-valuetext', '92 de 100');

    const essays = screen.getByRole('heading', { level: 3, name: /^Borradores de ensayos/ });
    await user.click(
      within(essays.closest('li') as HTMLElement).getByRole('button', {
        name: 'Enviar recordatorio',
      }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Enviar recordatorio a estudiantes' }),
    );
    const [first] = REMINDER_RECIPIENTS;
    const message = dialog.getByRole('textbox', { name: 'Mensaje' }) as HTMLTextAreaElement;
    expect(message.value).toMatch(/^Hola, \{studentName\}:\n\nTe recuerdo/);
    expect(
      dialog.getByRole('region', { name: `Vista previa para ${first?.name}` }),
    ).toHaveTextContent(`Hola, ${first?.name}:`);
    await user.click(dialog.getByRole('button', { name: 'Enviar recordatorio' }));
    expect(await dialog.findByText('Recordatorio enviado a 6 estudiantes.')).toBeVisible();
  });
});

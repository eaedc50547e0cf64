import { NO_DELAYS, PARENT_EXAMPLE_QUESTIONS, PARENT_WELCOME, parentReplyTo } from '@puente/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { findPageHeading, HELD_DELAY, openScreen, renderSite } from '../../testing/render-host';
import { signedOutServer } from '../../testing/servers';
import { ParentDashboardScreen } from './parent-dashboard-screen';

// The demo's dates count from the day it is opened.
const clock = () => new Date('2026-12-06T10:00:00Z');
const openDashboard = (delays = NO_DELAYS) =>
  openScreen(<ParentDashboardScreen />, 'Parent Dashboard', { delays, clock });

const chat = () => within(screen.getByRole('region', { name: 'Ask the assistant' }));
const log = () => within(chat().getByRole('log'));
const question = () => chat().getByRole('textbox', { name: 'Your question' });

describe('parent dashboard', { timeout: 20_000 }, () => {
  it('shows the three action cards, the progress card and the chat, with no axe violations', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/demo/parent-dashboard' });
    await findPageHeading('Parent Dashboard');
    const tasks = within(screen.getByRole('region', { name: 'Things to do' }));
    expect(tasks.getAllByRole('listitem')).toHaveLength(3);
    const starts = tasks.getAllByRole('button', { name: 'Start' });
    expect(starts).toHaveLength(3);
    for (const start of starts) {
      expect(start).toBeDisabled();
      expect(start).toHaveAccessibleDescription('Not available in Puente yet');
    }
    expect(await axeViolations()).toEqual([]);
  });

  it('derives the counts from the college list; completion stays at 15%', async () => {
    await openDashboard();
    const progress = within(screen.getByRole('region', { name: 'Application Progress' }));
    expect(progress.getByRole('progressbar', { name: 'Overall completion' })).toHaveAttribute(
      'aria-valuenow',
      '15',
    );
    expect(progress.getByText('15%')).toBeVisible();
    const count = (label: string) => progress.getByText(label).nextSibling?.textContent;
    expect(count('Submitted')).toBe('1');
    expect(count('In progress')).toBe('2');
    expect(count('Not started')).toBe('2');
    expect(progress.getByText('Recommendation letters').parentElement).toHaveTextContent('1 of 3');
    expect(progress.getByText('Personal statement').parentElement).toHaveTextContent('Complete');

    const bologna = progress.getByText('University of Bologna').closest('li') as HTMLElement;
    expect(within(bologna).getByText('not started')).toBeVisible();
    expect(bologna).toHaveTextContent(/Italy · Deadline 20 Mar 2027/);
    expect(progress.getAllByText('in progress')).toHaveLength(2);
  });

  it('shows the typing indicator while the reply is on its way; no second message meanwhile', async () => {
    const user = await openDashboard({ ...NO_DELAYS, parentReply: HELD_DELAY });
    await user.type(question(), 'Is housing guaranteed?{Enter}');
    expect(log().getByText('Is housing guaranteed?')).toBeVisible();
    expect(log().getByRole('status')).toHaveTextContent('The assistant is typing...');
    expect(question()).toHaveValue('');
    await user.type(question(), 'Hello?');
    expect(chat().getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ['What financial aid is there?', /scholarships for international students/],
    ['Do we need the FAFSA?', /scholarships for international students/],
    ['Could she study in Italy?', /University of Bologna/],
    ['Any international options?', /University of Bologna/],
    ['Where will he live? Housing?', /university halls/],
    ['Is accommodation expensive?', /university halls/],
    ['Will there be an interview?', /practice interview/],
    ['How should we prepare?', /practice interview/],
    ['When do results come out?', /pass it to your child's counselor/],
  ])('answers %j by its keyword', async (message, reply) => {
    const user = await openDashboard();
    await user.type(question(), message);
    await user.click(chat().getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(log().getByText(reply)).toBeVisible());
    expect(log().getAllByText(reply)).toHaveLength(1);
    expect(log().queryByRole('status')).toBeNull();
  });

  it('gives the first scholarship deadline as the first action card does, counted from the day asked', async () => {
    const user = await openDashboard();
    await user.type(question(), 'Do we need the FAFSA?{Enter}');
    expect(
      await log().findByText(
        /3 scholarships shortlisted on their dashboard; the first deadline is 15 Jan 2027\.$/,
      ),
    ).toBeVisible();
  });

  it('sends with Enter, not with Shift+Enter, and never sends blank text', async () => {
    const user = await openDashboard();
    expect(chat().getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(question(), '   {Enter}');
    await user.type(question(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(question()).toHaveValue('   Line one\nline two');
    expect(log().queryByText(/Line one/)).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(log().getByText(parentReplyTo('line'))).toBeVisible());
    expect(log().getByText(/Line one\s+line two/)).toBeVisible();
  });

  it('offers example questions only while the chat holds just the welcome', async () => {
    const user = await openDashboard();
    expect(log().getByText(PARENT_WELCOME.content)).toBeVisible();
    const examples = log().getAllByRole('button');
    expect(examples.map((button) => button.textContent)).toEqual([...PARENT_EXAMPLE_QUESTIONS]);

    await user.click(log().getByRole('button', { name: PARENT_EXAMPLE_QUESTIONS[1] }));
    expect(question()).toHaveValue(PARENT_EXAMPLE_QUESTIONS[1]);
    expect(question()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(log().getByText(parentReplyTo('italy'))).toBeVisible());
    expect(log().queryAllByRole('button')).toEqual([]);
  });
});

describe('parent dashboard for a Spanish-speaking parent', { timeout: 20_000 }, () => {
  it('speaks Spanish, and answers a question asked in Spanish from the Spanish canned replies', async () => {
    const user = await openScreen(<ParentDashboardScreen />, 'Panel para familias', {
      locale: 'es-MX',
      clock,
    });
    expect(await screen.findByText(/^¡Hola! Soy el asistente de Puente/)).toBeVisible();
    await user.click(
      screen.getByRole('button', {
        name: '¿Cómo funciona la ayuda financiera en las universidades del Reino Unido?',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(
        /^Muchas universidades británicas ofrecen becas.*la primera fecha límite es el 15 de enero de 2027\.$/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/US aid forms/)).toBeNull();
  });
});

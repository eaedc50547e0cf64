import type { Notice, StudentTask } from '@puente/core';
import { createFakeApi, maria } from '@puente/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../testing/render-host';

const notice = (id: number, read = false): Notice => ({
  id,
  message: `Hi María,\n\n<b>Reminder ${id}</b>`,
  from: 'Laura Pérez',
  sentAt: '2026-11-19T15:00:00.000Z',
  read,
});

const task: StudentTask = {
  id: 7,
  campaign: 'Interests',
  question: 'What would you like to study?',
  from: 'Laura Pérez',
  sentAt: '2026-11-19T15:00:00.000Z',
  answer: null,
  answeredAt: null,
};

function openDashboard() {
  const server = createFakeApi({
    user: maria,
    reminders: { notices: [notice(2), notice(1, true), notice(3)], tasks: [task] },
  });
  renderSite({ server, initialPath: '/dashboard' });
  return { server, user: userEvent.setup() };
}

describe("the student's notices and tasks", () => {
  it('count the unread notices on the bell, list them as typed and mark them read', async () => {
    const { user } = openDashboard();
    const bell = await screen.findByRole(
      'button',
      { name: 'Notices, 2 unread' },
      { timeout: 5000 },
    );
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notices' });
    expect(within(dialog).getAllByText(/<b>Reminder \d<\/b>/)).toHaveLength(3);
    await user.click(
      within(dialog).getAllByRole('button', { name: 'Mark as read' })[0] as HTMLElement,
    );
    expect(
      await screen.findByRole('button', { name: 'Notices, 1 unread', hidden: true }),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(
      await screen.findByRole('button', { name: 'Notices, none unread', hidden: true }),
    ).toBeDefined();
  });

  it('answer a campaign question on Your tasks', async () => {
    const { user, server } = openDashboard();
    const tasks = within(
      await screen.findByRole('region', { name: 'Your tasks' }, { timeout: 5000 }),
    );
    await user.type(
      tasks.getByRole('textbox', { name: 'What would you like to study?' }),
      'Medicine',
    );
    await user.click(tasks.getByRole('button', { name: 'Send answer' }));
    expect(await tasks.findByText('Answered')).toBeDefined();
    expect(server.requestsTo('PUT /api/user/tasks/7')[0]?.body).toEqual({ answer: 'Medicine' });
  });
});

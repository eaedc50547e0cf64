import { lopez } from '@puente/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderSite } from '../../testing/render-host';
import { deferred, signedInServer } from '../../testing/servers';

describe("the staff's check-ins", { timeout: 20_000 }, () => {
  it("asks which student, then shows the SPEC's check-in on that student", async () => {
    const server = signedInServer(lopez);
    renderSite({ server, initialPath: '/check-in-2' });
    await findPageHeading('Check-In #2');
    expect(screen.getByText('Choose the student this check-in is with.')).toBeVisible();
    const table = await screen.findByRole('table', { name: "Your school's students" });
    await userEvent.setup().click(within(table).getByRole('link', { name: 'Sofía Ramírez' }));
    expect(await screen.findByRole('heading', { name: 'Sofía Ramírez' })).toBeVisible();
    expect(screen.getByText('Profile not filled in yet')).toBeVisible();
    expect(await screen.findByText('Sofía Ramírez has not chosen a programme yet.')).toBeVisible();
    // A real student has no sample insight, college profile or conversations.
    expect(screen.queryByRole('region', { name: 'AI Insights' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'College Profile' })).toBeNull();
  });

  it('opens on the student of ?student=: their programmes with their stage, notes saved and content assigned', async () => {
    const user = userEvent.setup();
    const server = signedInServer(lopez);
    renderSite({ server, initialPath: '/check-in-1?student=51' });
    await findPageHeading('Check-In #1');
    expect(await screen.findByRole('heading', { name: 'Diego Hernández' })).toBeVisible();
    const programmes = await screen.findByRole('list', {
      name: 'Programmes Diego Hernández chose',
    });
    expect(within(programmes).getAllByText('Researching').length).toBeGreaterThan(0);

    const notes = screen.getByRole('region', { name: 'Counselor Notes' });
    await user.type(
      within(notes).getByRole('textbox', { name: 'Notes' }),
      'Book the IELTS <b>now</b>',
    );
    await user.click(within(notes).getByRole('button', { name: 'Share' }));
    const saved = await within(notes).findByRole('list', { name: 'Saved notes' });
    expect(within(saved).getByText('Book the IELTS <b>now</b>')).toBeVisible();
    expect(within(saved).getByText('Shared with the student')).toBeVisible();
    expect(within(notes).getByRole('textbox', { name: 'Notes' })).toHaveValue('');

    const content = screen.getByRole('region', { name: 'AI-Recommended Content' });
    const workshop = within(content)
      .getByRole('heading', { name: /Writing Your Personal Statement/ })
      .closest('li');
    if (!workshop) throw new Error('no workshop');
    await user.click(within(workshop as HTMLElement).getByRole('button', { name: 'Assign' }));
    expect(
      await within(workshop as HTMLElement).findByRole('button', { name: 'Assigned' }),
    ).toBeDisabled();

    // Ask AI answers from Diego's record, not the sample student's.
    const ask = screen.getByRole('region', { name: 'Ask AI Assistant' });
    await user.click(
      within(ask).getByRole('button', { name: 'Which programmes has this student chosen?' }),
    );
    await user.click(within(ask).getByRole('button', { name: 'Ask' }));
    expect(await within(ask).findByText(/^Diego has chosen \d+ programmes?: /)).toBeVisible();
  });

  it("offers no Assign while the student's assignments are on their way, then shows what is assigned", async () => {
    const assignments = deferred();
    const server = signedInServer(lopez, {
      'GET /api/school/students/51/assignments': () => assignments.reply,
    });
    renderSite({ server, initialPath: '/check-in-1?student=51' });
    expect(await screen.findByRole('heading', { name: 'Diego Hernández' })).toBeVisible();
    const content = await screen.findByRole('region', { name: 'AI-Recommended Content' });
    expect(within(content).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(within(content).queryByRole('button', { name: 'Assign' })).toBeNull();

    assignments.release({
      status: 200,
      body: [
        {
          id: 7,
          contentId: 3,
          assignedBy: 'Laura López',
          assignedAt: '2026-11-18T10:00:00.000Z',
          completedAt: null,
        },
      ],
    });
    const workshop = (
      await within(content).findByRole('heading', { name: /Writing Your Personal Statement/ })
    ).closest('li') as HTMLElement;
    expect(await within(workshop).findByRole('button', { name: 'Assigned' })).toBeDisabled();
    expect(within(content).getAllByRole('button', { name: 'Assign' })).toHaveLength(2);
    expect(within(content).getByRole('list')).not.toHaveAttribute('aria-busy');
  });

  it("does not say there are no notes while the student's notes are on their way", async () => {
    const notes = deferred();
    const server = signedInServer(lopez, {
      'GET /api/school/students/51/notes': () => notes.reply,
    });
    renderSite({ server, initialPath: '/check-in-1?student=51' });
    const card = await screen.findByRole('region', { name: 'Counselor Notes' });
    expect(within(card).queryByText(/^No notes yet/)).toBeNull();

    notes.release({
      status: 200,
      body: [
        {
          id: 3,
          text: 'Talked about the IELTS dates.',
          visibility: 'private',
          author: 'Laura López',
          createdAt: '2026-11-18T10:00:00.000Z',
        },
      ],
    });
    expect(await within(card).findByText('Talked about the IELTS dates.')).toBeVisible();
    expect(within(card).getByText(/^Last updated:/)).toBeVisible();
  });
});

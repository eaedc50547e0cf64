import { guardian } from '@puente/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { findPageHeading, renderSite } from '../../testing/render-host';
import { signedInServer } from '../../testing/servers';

describe("a parent's dashboard", { timeout: 20_000 }, () => {
  it("shows the counselor's questions to the child and whether each is answered, never the answer", async () => {
    const asked = {
      campaign: 'Learning Campaign',
      from: 'Laura López',
      sentAt: '2026-11-20T10:00:00.000Z',
    };
    const server = signedInServer(guardian, {
      'GET /api/children/51/tasks': () => ({
        status: 200,
        body: [
          {
            ...asked,
            id: 1,
            question: 'What would you like to study?',
            answeredAt: '2026-11-21T10:00:00.000Z',
          },
          { ...asked, id: 2, question: 'Which English test will you take?', answeredAt: null },
        ],
      }),
    });
    renderSite({ server, initialPath: '/parent-dashboard' });
    const questions = await screen.findByRole('region', {
      name: "Questions from Diego Hernández's counselor",
    });
    const rows = await within(questions).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/What would you like to study\?.*Laura López.*Answered/),
      expect.stringMatching(/Which English test will you take\?.*Not answered yet/),
    ]);
  });

  it("switches between the children and shows the chosen child's programs, read-only, on the SPEC's dashboard", async () => {
    const server = signedInServer(guardian);
    renderSite({ server, initialPath: '/parent-dashboard' });
    await findPageHeading('Parent Dashboard');
    const user = userEvent.setup();
    const children = await screen.findByRole('navigation', { name: 'Your children' });
    expect(within(children).getByRole('button', { name: 'Diego Hernández' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Diego Hernández' })).toBeVisible();
    const progress = await screen.findByRole('region', { name: 'Application Progress' });
    expect(
      within(progress).getByText(/International Foundation Programme – Computer Science/),
    ).toBeVisible();
    expect(
      within(progress).getByText(/International Foundation Programme – Engineering/),
    ).toBeVisible();
    expect(within(progress).getAllByText('Researching')).toHaveLength(2);
    const statements = screen.getByRole('region', { name: 'Personal statements' });
    expect(statements).toHaveTextContent(/Only Diego Hernández can share the text/);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(children).getByRole('button', { name: 'Valeria Hernández' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Valeria Hernández' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Application Progress' })).queryByText(
          /Engineering/,
        ),
      ).toBeNull(),
    );
    expect(server.requestsTo('GET /api/children/52')).toHaveLength(1);
  });

  it('opens on the child the address names', async () => {
    const server = signedInServer(guardian);
    renderSite({ server, initialPath: '/parent-dashboard?child=52' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Valeria Hernández' }),
    ).toBeVisible();
    const children = screen.getByRole('navigation', { name: 'Your children' });
    expect(within(children).getByRole('button', { name: 'Valeria Hernández' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(server.requestsTo('GET /api/children/51')).toHaveLength(0);
  });

  it('removes the link to a child after a confirmation', async () => {
    const server = signedInServer(guardian);
    renderSite({ server, initialPath: '/parent-dashboard' });
    await findPageHeading('Parent Dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove this link' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByRole('heading', { name: 'Remove your link to Diego Hernández?' }),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Remove link' }));
    expect(await screen.findByText("You no longer see Diego Hernández's data.")).toBeVisible();
    expect(server.requestsTo('DELETE /api/children/51')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Valeria Hernández' }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Your children' })).toBeNull();
  });

  it('says how a parent gets linked when no child is', async () => {
    renderSite({
      server: signedInServer(guardian, { 'GET /api/children': () => ({ status: 200, body: [] }) }),
      initialPath: '/parent-dashboard',
    });
    expect(await screen.findByRole('heading', { name: 'No children linked' })).toBeVisible();
  });
});

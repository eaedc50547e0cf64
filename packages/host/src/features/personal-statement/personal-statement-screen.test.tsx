import {
  decodeStatement,
  encodeStatement,
  type FoundationProgramme,
  NEW_TRACKER,
  NO_DELAYS,
  type SelectedProgramme,
} from '@puente/core';
import type { FakeApi } from '@puente/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { currentPath, linkTarget, renderSite, renderWithHost } from '../../testing/render-host';
import { signedInServer } from '../../testing/servers';
import { PersonalStatementScreen, parseSelectionId } from './personal-statement-screen';

const program = {
  id: 4,
  slug: 'queen-mary-international-foundation-programme-engineering',
  universityName: 'Queen Mary University of London',
  programName: 'International Foundation Programme – Engineering',
  subject: 'Engineering',
  region: 'London, England',
  tuitionFees: 22950,
  applicationDeadline: '2027-06-30',
  startDates: 'September 2027',
  requirements: 'IELTS 5.5, High School 80%, Math 75%, Science 70%',
  rank: '#35',
  matchPercentage: null,
  imageUrl: null,
  pathways: [],
  provider: null,
  kind: 'international',
} as unknown as FoundationProgramme;

function selection(personalStatement: string | null): SelectedProgramme {
  return {
    id: 12,
    userId: 7,
    programId: program.id,
    status: 'Not Started',
    personalStatement,
    statementUpdatedAt: personalStatement === null ? null : '2026-11-01T10:00:00.000Z',
    tracker: NEW_TRACKER,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    program,
  };
}

const PUT = 'PUT /api/selected-programs/12/personal-statement';

/** The student's one selection, whose statement the server keeps as PUT. */
function statementServer(stored: string | null = null) {
  let row = selection(stored);
  const server = signedInServer(undefined, {
    'GET /api/selected-programs': () => ({ status: 200, body: [row] }),
    [PUT]: ({ body }) => {
      row = {
        ...row,
        personalStatement: (body as { personalStatement: string }).personalStatement,
      };
      return { status: 200, body: row };
    },
  });
  return { server, stored: () => row.personalStatement };
}

function open(server: FakeApi, selectionId: number | null = 12, delays = NO_DELAYS) {
  renderWithHost(<PersonalStatementScreen selectionId={selectionId} />, {
    server,
    initialPath: `/personal-statement/${selectionId}`,
    delays,
  });
  return userEvent.setup();
}

const statementBox = () =>
  screen.findByRole('textbox', { name: 'Your personal statement' }, { timeout: 10_000 });
const toasts = () => within(screen.getByRole('region', { name: /Notifications/ }));

describe('personal statement screen', { timeout: 20_000 }, () => {
  it('shows the programme and its saved statement, with no axe violations', async () => {
    const { server } = statementServer('I have wanted to build bridges since I was nine.');
    renderSite({ server, initialPath: '/personal-statement/12' });
    expect(await statementBox()).toHaveValue('I have wanted to build bridges since I was nine.');
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Statement' })).toBeVisible();
    expect(
      screen.getByText(
        'International Foundation Programme – Engineering – Queen Mary University of London',
      ),
    ).toBeVisible();
    expect(linkTarget('Back to Programs')).toBe('/selected-programs');
    expect(await axeViolations()).toEqual([]);
  });

  it('Save Draft saves to the selection, shows the toast and the badge for 3 s (here 0.5 s)', async () => {
    const { server, stored } = statementServer();
    const user = open(server, 12, { ...NO_DELAYS, savedBadge: 500 });
    await user.type(await statementBox(), 'Bridges');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    expect(await screen.findByText('Draft saved')).toBeVisible();
    expect(toasts().getByText('Personal statement saved')).toBeVisible();
    expect(toasts().getByText('Your personal statement has been saved successfully')).toBeVisible();
    expect(server.callsTo(PUT).map((call) => call.body)).toEqual([
      { personalStatement: 'Bridges' },
    ]);
    expect(stored()).toBe('Bridges');
    await waitFor(() => expect(screen.queryByText('Draft saved')).toBeNull(), { timeout: 5000 });
  });

  it('saves the UCAS 2026 format with the statement (both drafts kept)', async () => {
    const { server, stored } = statementServer('My free draft');
    const user = open(server);
    await statementBox();
    await user.click(screen.getByRole('radio', { name: /UCAS 2026 questions/ }));
    await user.type(
      screen.getByRole('textbox', { name: /^1\. Why do you want to study/ }),
      'Bridges carry people.',
    );
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await toasts().findByText('Personal statement saved');
    expect(decodeStatement(stored())).toEqual({
      format: 'ucas-2026',
      text: 'My free draft',
      answers: ['Bridges carry people.', '', ''],
    });
  });

  it('reads a saved UCAS statement back in its format', async () => {
    const saved = encodeStatement({ format: 'ucas-2026', text: '', answers: ['A', 'B', 'C'] });
    const { server } = statementServer(saved);
    open(server);
    expect(
      await screen.findByRole('textbox', { name: /^3\. What else have you done/ }),
    ).toHaveValue('C');
    expect(screen.getByRole('radio', { name: /UCAS 2026 questions/ })).toBeChecked();
  });

  it('a failed save is a destructive Error toast with the server message', async () => {
    const { server } = statementServer();
    server.on(PUT, () => ({ status: 500, body: { message: 'The database is resting' } }));
    const user = open(server);
    await user.type(await statementBox(), 'Bridges');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await toasts().findByText('Error')).toBeVisible();
    expect(toasts().getByText('The database is resting')).toBeVisible();
    expect(screen.getByText('Unsaved changes')).toBeVisible();
  });

  it('Finalize saves, then goes to /selected-programs', async () => {
    const { server, stored } = statementServer();
    const user = open(server);
    await user.type(await statementBox(), 'Final words');
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    await waitFor(() => expect(currentPath()).toBe('/selected-programs'));
    expect(stored()).toBe('Final words');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('leaves at once when nothing is unsaved', async () => {
    const { server } = statementServer('Saved already');
    const user = open(server);
    await statementBox();
    await user.click(screen.getByRole('link', { name: 'Back to Programs' }));
    // Nothing to lose yet: it just goes.
    await waitFor(() => expect(currentPath()).toBe('/selected-programs'));
  });

  it('asks before leaving with unsaved edits: Keep Editing stays, Leave Without Saving goes', async () => {
    const { server } = statementServer();
    const user = open(server);
    await user.type(await statementBox(), 'Half a thought');
    await user.click(screen.getByRole('link', { name: 'Back to Programs' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Leave without saving?' }),
    );
    // The safe choice has the focus.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Keep Editing' })).toHaveFocus());
    await user.click(dialog.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(currentPath()).toBe('/personal-statement/12');
    expect(await statementBox()).toHaveValue('Half a thought');

    await user.click(screen.getByRole('link', { name: 'Back to Programs' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave Without Saving',
      }),
    );
    await waitFor(() => expect(currentPath()).toBe('/selected-programs'));
  });

  it('shows Program Not Found for an id that is not one of the student’s selections', async () => {
    const { server } = statementServer();
    open(server, 99);
    expect(await screen.findByRole('heading', { name: 'Program Not Found' })).toBeVisible();
    expect(
      screen.getByText("The program you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    expect(linkTarget(/Selected Programs/)).toBe('/selected-programs');
  });

  it('offers Try Again when the selections cannot be loaded', async () => {
    const { server } = statementServer();
    server.on('GET /api/selected-programs', () => ({ status: 503, body: 'Unavailable' }));
    const user = open(server);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load your programmes');
    server.on('GET /api/selected-programs', () => ({ status: 200, body: [selection('Back')] }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await statementBox()).toHaveValue('Back');
  });

  it('is the /personal-statement/{id} route, and a malformed id is Program Not Found', async () => {
    const { server } = statementServer('Routed');
    renderSite({ server, initialPath: '/personal-statement/12' });
    expect(await statementBox()).toHaveValue('Routed');
    expect(parseSelectionId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999999999999']) {
      expect(parseSelectionId(bad)).toBeNull();
    }
  });
});

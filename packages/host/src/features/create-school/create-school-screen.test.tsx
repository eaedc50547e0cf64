import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { MORELOS } from '../../testing/new-school';
import { findPageHeading, renderSite } from '../../testing/render-host';
import { fieldRefusal, signedOutServer } from '../../testing/servers';

describe("creating a school's workspace", { timeout: 20_000 }, () => {
  it('checks the form, then makes the school and its admin and lands on /admin', async () => {
    const server = signedOutServer();
    renderSite({ server, initialPath: '/schools/new' });
    await findPageHeading("Create your school's workspace");
    expect(await axeViolations()).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create the workspace' }));
    expect(screen.getByText('School name is required')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'School name' })).toHaveFocus();
    expect(server.requestsTo('POST /api/schools')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'School name' }), 'Colegio Morelos');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Mérida');
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'Mexico');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Elena');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'elena@morelos.mx');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'elena');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret2');
    expect(screen.getByText("Passwords don't match")).toBeVisible();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create the workspace' }));

    expect(await findPageHeading('Administrator Dashboard')).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getByText('Colegio Morelos: settings, staff, imports and students.'),
      ).toBeVisible(),
    );
    expect(server.requestsTo('POST /api/schools')[0]?.body).toEqual(MORELOS);
  });

  it("shows the server's refusal beside the form", async () => {
    const server = signedOutServer({
      'POST /api/schools': () => fieldRefusal(409, 'username', 'Username already exists'),
    });
    renderSite({ server, initialPath: '/schools/new' });
    await findPageHeading("Create your school's workspace");
    const user = userEvent.setup();
    for (const [label, value] of [
      ['School name', 'Colegio Morelos'],
      ['City', 'Mérida'],
      ['Country', 'Mexico'],
      ['Email address', 'elena@morelos.mx'],
      ['Username', 'elena'],
    ] as const) {
      await user.type(screen.getByRole('textbox', { name: label }), value);
    }
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create the workspace' }));
    expect(await screen.findAllByText('Username already exists')).toHaveLength(2);
  });
});

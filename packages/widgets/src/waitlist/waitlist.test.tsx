import { createApiClient, NO_DELAYS, type WaitlistEntry } from '@puente/core';
import { Button } from '@puente/ui';
import { createQueryClient, PuenteProvider } from '@puente/ui/providers';
import { axeViolations } from '@puente/ui/testing/axe';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WaitlistDialog } from './waitlist-dialog';
import { WaitlistForm } from './waitlist-form';

const ENTRY: WaitlistEntry = {
  name: 'Lucía Hernández',
  email: 'lucia@colegio.mx',
  schoolName: 'Colegio Tecnológico',
};
// The server's whole answer, the same for a new email and one already on the list.
const ACCEPTED = { ok: true };

type Answer = { status: number; body: unknown } | Error;

/** A fake network edge: answers POST /api/waitlist with what the test says, when it says. */
function fakeServer(first: Answer | Promise<Answer> = { status: 202, body: ACCEPTED }) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(url),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = await first;
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { api: createApiClient({ baseUrl: 'http://puente.test', fetch }), requests };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function DialogHarness({ onJoined }: { onJoined?: (entry: WaitlistEntry) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Get Started</Button>
      <WaitlistDialog open={open} onOpenChange={setOpen} onJoined={onJoined} />
    </>
  );
}

function renderWith(ui: React.ReactNode, server = fakeServer()) {
  const user = userEvent.setup();
  render(
    <PuenteProvider
      theme="light"
      delays={NO_DELAYS}
      api={server.api}
      queryClient={createQueryClient()}
    >
      {ui}
    </PuenteProvider>,
  );
  return { user, ...server };
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  scope: Pick<typeof screen, 'getByLabelText'> = screen,
) {
  await user.type(scope.getByLabelText('Name'), ENTRY.name);
  await user.type(scope.getByLabelText('Email'), ENTRY.email);
  await user.type(scope.getByLabelText('School name'), ENTRY.schoolName);
}

describe('waitlist form', () => {
  it('shows every SPEC message for bad input, linked to its field, and re-checks as the user types', async () => {
    const { user, requests } = renderWith(<WaitlistForm />);
    await user.type(screen.getByLabelText('Name'), 'L');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    const name = screen.getByLabelText('Name');
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('School name must be at least 2 characters')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(name).toHaveFocus();
    expect(requests).toHaveLength(0);

    await user.type(name, 'ucía');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('does not show messages before the first submit', async () => {
    const { user } = renderWith(<WaitlistForm />);
    await user.type(screen.getByLabelText('Name'), 'L');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  });

  it('has no axe violations, empty or showing errors', async () => {
    const { user } = renderWith(<WaitlistForm />);
    const form = screen.getByRole('button', { name: 'Join Waitlist' }).closest('form');
    if (!form) throw new Error('no form');
    expect(await axeViolations(form)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await axeViolations(form)).toEqual([]);
  });

  it('keeps the typed values and shows the server message in an Error toast when the server refuses', async () => {
    const { user } = renderWith(
      <WaitlistForm />,
      fakeServer({ status: 409, body: { message: 'This email is already on the waitlist' } }),
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('Error')).toBeInTheDocument();
    expect(within(region).getByText('This email is already on the waitlist')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue(ENTRY.name);
    expect(screen.getByLabelText('Email')).toHaveValue(ENTRY.email);
    expect(screen.getByLabelText('School name')).toHaveValue(ENTRY.schoolName);
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
  });

  it('says "Failed to join waitlist. Please try again." when the server cannot be reached', async () => {
    const { user } = renderWith(<WaitlistForm />, fakeServer(new TypeError('Failed to fetch')));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(
      await within(region).findByText('Failed to join waitlist. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows the field messages a 400 answer carries', async () => {
    const { user } = renderWith(
      <WaitlistForm />,
      fakeServer({
        status: 400,
        body: {
          message: 'Invalid request',
          fieldErrors: { email: ['Please enter a valid email address'] },
        },
      }),
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('waitlist dialog', () => {
  it('joins, shows the thank-you view and reports the entry', async () => {
    const onJoined = vi.fn();
    const { user, requests } = renderWith(<DialogHarness onJoined={onJoined} />);
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join the waitlist' });
    await fillIn(user, within(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(onJoined).toHaveBeenCalledWith(ENTRY);
    expect(requests).toEqual([
      {
        url: 'http://puente.test/api/waitlist',
        method: 'POST',
        body: { name: ENTRY.name, email: ENTRY.email, schoolName: ENTRY.schoolName },
      },
    ]);
  });

  it('cannot be closed while submitting', async () => {
    const answer = deferred<Answer>();
    const { user } = renderWith(<DialogHarness />, fakeServer(answer.promise));
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    const dialog = await screen.findByRole('dialog');
    await fillIn(user, within(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));

    const busy = await within(dialog).findByRole('button', { name: 'Joining...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    answer.resolve({ status: 202, body: ACCEPTED });
    expect(await screen.findByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
  });

  it('opens empty again after being closed', async () => {
    const { user } = renderWith(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    let dialog = await screen.findByRole('dialog');
    await fillIn(user, within(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));
    await screen.findByRole('heading', { name: 'Thank you for joining!' });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    dialog = await screen.findByRole('dialog', { name: 'Join the waitlist' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('');

    await user.type(within(dialog).getByLabelText('Name'), 'Half typed');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
  });
});

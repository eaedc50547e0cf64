import { createApiClient, NO_DELAYS } from '@puente/core';
import { useAssistant } from '@puente/ui/providers';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../components/layouts/header';
import { useAuth } from '../lib/auth-provider';
import { renderWithHost } from '../testing/render-host';
import { maria, signedInServer, signedOutServer } from '../testing/servers';
import { HostProviders } from './host-providers';

/** Signs in, and asks the assistant for the advisor chat's summary. */
function SignInAndSummarise() {
  const assistant = useAssistant();
  const { login } = useAuth();
  const [summary, setSummary] = useState('');
  return (
    <>
      <button type="button" onClick={() => void login({ username: 'maria', password: 'secret' })}>
        Sign in
      </button>
      <button
        type="button"
        onClick={async () => setSummary((await assistant.chatSummary([])).join(' / '))}
      >
        Summarise
      </button>
      <output aria-label="Summary">{summary}</output>
    </>
  );
}

describe('AppProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('empties the query cache when the student signs out, so the next one never sees their data', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/api/selected-programs'], [{ id: 1 }]);
    const server = signedInServer(maria, {
      'POST /api/logout': () => ({ status: 200, body: { ok: true } }),
    });
    renderWithHost(<Header />, { server, queryClient });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(queryClient.getQueryData(['/api/selected-programs'])).toEqual([{ id: 1 }]);

    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() =>
      expect(queryClient.getQueryData(['/api/selected-programs'])).toBeUndefined(),
    );
  });

  it('asks again which assistant answers after a sign-in: a model answers without a reload', async () => {
    let signedIn = false;
    const server = signedOutServer({
      'GET /api/assistant': () => ({
        status: 200,
        body: { provider: signedIn ? 'model' : 'canned' },
      }),
      'POST /api/login': () => {
        signedIn = true;
        return { status: 200, body: maria };
      },
      'POST /api/assistant/chat-summary': () => ({
        status: 200,
        body: { points: ['Medicine', 'Year 12', 'Fees', 'Deadlines'] },
      }),
    });
    // The server's assistant asks with the page's fetch, as in the browser.
    vi.stubGlobal('fetch', server.fetch);
    render(
      <HostProviders
        api={createApiClient({ fetch: server.fetch })}
        delays={NO_DELAYS}
        assistantFromServer
      >
        <SignInAndSummarise />
      </HostProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Summarise' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Summary' })).not.toHaveTextContent(''),
    );
    expect(screen.getByRole('status', { name: 'Summary' })).not.toHaveTextContent('Medicine');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signedIn).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Summarise' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Summary' })).toHaveTextContent(
        'Medicine / Year 12 / Fees / Deadlines',
      ),
    );
  });
});

import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '../components/layouts/header';
import { renderWithHost } from '../testing/render-host';
import { maria, signedInServer } from '../testing/servers';

describe('AppProvider', () => {
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
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { findPageHeading, renderSite } from '../../testing/render-host';
import { signedInServer } from '../../testing/servers';

describe('joining a class with a code', { timeout: 20_000 }, () => {
  it('takes the code from the link, and names the school joined', async () => {
    const server = signedInServer();
    renderSite({ server, initialPath: '/join?code=k7mp-q2rx' });
    await findPageHeading('Join your class');
    expect(screen.getByRole('textbox', { name: 'Class code' })).toHaveValue('k7mp-q2rx');
    expect(await axeViolations()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join' }));
    const joined = await screen.findByRole('status');
    expect(
      within(joined).getByRole('heading', { name: 'You joined Preparatoria Benito Juárez' }),
    ).toBeVisible();
    expect(server.requestsTo('POST /api/join')[0]?.body).toEqual({ code: 'K7MPQ2RX' });
    expect(within(joined).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("shows what is wrong beside the field: an empty or malformed code, or the server's answer", async () => {
    const server = signedInServer();
    renderSite({ server, initialPath: '/join' });
    await findPageHeading('Join your class');
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Class code' });
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText('Enter your class code')).toBeVisible();
    expect(field).toHaveFocus();
    await user.type(field, 'OOOO');
    expect(screen.getByText('That class code is not valid')).toBeVisible();
    await user.clear(field);
    await user.type(field, 'ABCDEFGH');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(
      await screen.findByText('No class uses that code. Check it with your counselor.'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

import { createFakeApi } from '@puente/ui/testing';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { renderSite } from '../../testing/render-host';
import { maria } from '../../testing/servers';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

describe('/ukus', { timeout: 20_000 }, () => {
  it('waits for UK, US or Both, then continues to the academic profile', async () => {
    const user = userEvent.setup();
    renderSite({ server: createFakeApi({ user: maria }), initialPath: '/ukus' });
    const next = await screen.findByRole('button', { name: 'Continue' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Where would you like to study?',
    );
    expect(next).toBeDisabled();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'uk',
      'us',
      'both',
    ]);

    await user.click(screen.getByRole('radio', { name: /^United Kingdom/ }));
    expect(next).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
    await user.click(next);
    expect(
      await screen.findByRole('heading', { name: 'Your academic profile' }, { timeout: 10_000 }),
    ).toBeVisible();
  });
});

import { ADVISOR_SCRIPT } from '@puente/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { findPageHeading, renderSite } from '../../testing/render-host';
import { signedInServer } from '../../testing/servers';

describe('/exploration', { timeout: 20_000 }, () => {
  it('chats to the summary, shares it and returns to /dashboard', async () => {
    renderSite({ server: signedInServer(), initialPath: '/exploration' });
    const user = userEvent.setup();
    expect(await findPageHeading('Exploration Advisor')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    const log = screen.getByRole('log', { name: 'Conversation' });
    for (const line of ADVISOR_SCRIPT) {
      await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Tell me more{Enter}');
      expect(await within(log).findByText(line)).toBeInTheDocument();
    }
    await user.click(await screen.findByRole('button', { name: 'Share Summary' }));
    expect(await screen.findByText('Summary shared!')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Return to Dashboard' }));
    expect(await findPageHeading('Welcome, María!')).toBeVisible();
  });
});

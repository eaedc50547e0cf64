import { QUESTIONNAIRE } from '@puente/core';
import { readReviewHandover, readWizardState } from '@puente/widgets/statement-wizard';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import {
  currentPath,
  findPageHeading,
  renderSite,
  renderWithHost,
} from '../../testing/render-host';
import { signedInServer } from '../../testing/servers';
import { StatementWizardScreen } from './statement-wizard-screen';

afterEach(() => sessionStorage.clear());

const firstQuestion = () =>
  screen.findByRole('textbox', { name: QUESTIONNAIRE[0]?.question ?? '' }, { timeout: 5000 });

function open() {
  const view = renderWithHost(<StatementWizardScreen />, {
    server: signedInServer(),
    initialPath: '/personal-statement-builder',
  });
  return { user: userEvent.setup(), ...view };
}

describe('statement wizard screen', { timeout: 20_000 }, () => {
  it('is the /personal-statement-builder route, with no axe violations', async () => {
    renderSite({ server: signedInServer(), initialPath: '/personal-statement-builder' });
    expect(await findPageHeading('Personal Statement Builder')).toBeVisible();
    expect(await firstQuestion()).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('goes from the questionnaire to /essay-feedback, handing the draft and review over', async () => {
    const { user } = open();
    await user.type(await firstQuestion(), 'I fixed radios with my grandfather');
    await user.click(screen.getByRole('button', { name: 'Generate Outline' }));
    await user.click(await screen.findByRole('button', { name: 'Write First Draft' }));
    await user.click(screen.getByRole('textbox', { name: 'Introduction' }));
    await user.paste(
      'Fixing radios with my grandfather taught me how electricity moves. '.repeat(2),
    );
    await user.click(screen.getByRole('button', { name: 'Generate Feedback' }));

    await waitFor(() => expect(currentPath()).toBe('/essay-feedback'));
    const handover = readReviewHandover();
    expect(handover?.draft).toMatch(/^Fixing radios with my grandfather/);
    expect(handover?.review.score).toBe(8.5);
  });

  it('a reload keeps the wizard where the student left it', async () => {
    const first = open();
    await first.user.type(await firstQuestion(), 'Chemistry');
    first.unmount();

    open();
    expect(await firstQuestion()).toHaveValue('Chemistry');
  });

  it('Cancel forgets the wizard and goes to /', async () => {
    const { user } = open();
    await user.type(await firstQuestion(), 'Chemistry');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(readWizardState()).toBeNull();
  });
});

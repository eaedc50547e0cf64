import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PuenteProvider } from '../providers';
import { Tooltip } from './tooltip';

async function renderTooltip() {
  const user = userEvent.setup();
  await Tooltip.preload();
  render(
    <PuenteProvider>
      <p>Admission rate: 12%</p>
      <Tooltip content="specific to the school, last 4 years" openDelay={0}>
        <button type="button">About the admission rate</button>
      </Tooltip>
    </PuenteProvider>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'About the admission rate' }) };
}

describe('Tooltip', () => {
  it('shows its hint on hover and describes the trigger with it; leaving hides it', async () => {
    const { user, trigger } = await renderTooltip();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'specific to the school, last 4 years',
    );
    expect(trigger).toHaveAccessibleDescription('specific to the school, last 4 years');
    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    const { user, trigger } = await renderTooltip();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('toggles on a tap, where there is no hover', async () => {
    const { user, trigger } = await renderTooltip();
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(await screen.findByRole('tooltip')).toBeVisible();
    await user.pointer({ keys: '[TouchA]', target: trigger });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Collapsible } from './collapsible';

describe('Collapsible', () => {
  it('shows and hides its content from the trigger, saying whether it is open', async () => {
    const user = userEvent.setup();
    render(
      <Collapsible.Root>
        <Collapsible.Trigger>Bachelor pathways (2)</Collapsible.Trigger>
        <Collapsible.Content>
          <ul>
            <li>BSc Computer Science</li>
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Bachelor pathways (2)' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('BSc Computer Science')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('BSc Computer Science')).toBeVisible();
  });
});

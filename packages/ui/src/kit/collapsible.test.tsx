import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Collapsible } from './collapsible';

describe('Collapsible', () => {
  it('starts closed, its content not on the page', () => {
    render(
      <Collapsible label="Bachelor pathways (2)">
        <p>BSc Computer Science</p>
      </Collapsible>,
    );
    expect(screen.getByRole('button', { name: 'Bachelor pathways (2)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('BSc Computer Science')).not.toBeInTheDocument();
  });

  it('shows and hides its content from the trigger, saying whether it is open', async () => {
    const user = userEvent.setup();
    render(
      <Collapsible label="Bachelor pathways (2)">
        <ul>
          <li>BSc Computer Science</li>
        </ul>
      </Collapsible>,
    );
    const trigger = screen.getByRole('button', { name: 'Bachelor pathways (2)' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('BSc Computer Science')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('BSc Computer Science')).toBeVisible();
    expect(screen.getByRole('list').parentElement).toHaveAttribute(
      'id',
      trigger.getAttribute('aria-controls'),
    );

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('BSc Computer Science')).not.toBeInTheDocument();
  });
});

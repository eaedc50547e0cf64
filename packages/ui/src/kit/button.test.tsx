import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('renders a link in its place with asChild, keeping the link semantics', () => {
    render(
      <Button asChild variant="outline">
        <a href="/foundation-programs">Find Universities</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Find Universities' });
    expect(link).toHaveAttribute('href', '/foundation-programs');
    expect(link).not.toHaveAttribute('type');
  });

  it('is busy and ignores presses while loading, keeping focus', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Sign In</Button>);
    const button = screen.getByRole('button', { name: /sign in/i });
    button.focus();
    rerender(
      <Button loading onClick={onClick}>
        Sign In
      </Button>,
    );
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Sign In
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

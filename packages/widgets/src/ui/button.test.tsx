import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('is busy and cannot be pressed while loading', () => {
    render(<Button loading>Sign In</Button>);
    const button = screen.getByRole('button', { name: /sign in/i });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

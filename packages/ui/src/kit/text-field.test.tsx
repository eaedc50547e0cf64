import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';
import { TextField } from './text-field';

describe('TextField and TextArea', () => {
  it('names the control by its label and describes it by its help text', () => {
    render(<TextField label="School email" description="We write to it once a month." required />);
    const input = screen.getByRole('textbox', { name: 'School email' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('We write to it once a month.');
    expect(input).not.toHaveAttribute('aria-invalid');
    // The required mark is for the eye; the control says it is required.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks an invalid control and ties it to its error, announced politely', () => {
    render(<TextArea label="Your statement" error="Please write at least 100 characters." />);
    const textarea = screen.getByRole('textbox', { name: 'Your statement' });
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleErrorMessage('Please write at least 100 characters.');
    expect(textarea).toHaveAccessibleDescription('Please write at least 100 characters.');
    expect(screen.getByText('Please write at least 100 characters.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('passes the control its own attributes and keeps a given id', () => {
    render(<TextField label="Username" id="username" autoComplete="username" disabled />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('id', 'username');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toBeDisabled();
  });
});

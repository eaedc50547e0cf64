import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select, type SelectOption } from './select';

const YEARS: SelectOption[] = [
  { value: '12th', label: '12th Grade' },
  { value: '11th', label: '11th Grade' },
];

function Year({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <form aria-label="Profile">
      <Select
        label="Current year"
        placeholder="Select your year"
        options={YEARS}
        value={value}
        onValueChange={setValue}
        name="currentYear"
        error={error}
      />
      <output>{value || 'none'}</output>
    </form>
  );
}

describe('Select', () => {
  // First in the file: the list code has not been fetched yet.
  it('draws its button before the list code arrives; a press on it opens the list when it does', async () => {
    const user = userEvent.setup();
    render(<Year />);
    const shell = screen.getByRole('combobox', { name: 'Current year' });
    expect(shell).toHaveTextContent('Select your year');

    await user.click(shell);
    await user.click(await screen.findByRole('option', { name: '12th Grade' }));

    const trigger = screen.getByRole('combobox', { name: 'Current year' });
    expect(trigger).toHaveTextContent('12th Grade');
    expect(trigger).toHaveFocus();
  });

  it('shows the placeholder, opens its list and reports the chosen option', async () => {
    const user = userEvent.setup();
    await Select.preload();
    render(<Year />);
    const trigger = screen.getByRole('combobox', { name: 'Current year' });
    expect(trigger).toHaveTextContent('Select your year');

    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: '11th Grade' }));

    expect(screen.getByRole('status')).toHaveTextContent('11th');
    expect(trigger).toHaveTextContent('11th Grade');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('links its error message to the trigger and has no axe violations', async () => {
    const { container } = render(<Year error="Please select your current year" />);
    const trigger = screen.getByRole('combobox', { name: 'Current year' });
    expect(trigger).toHaveAccessibleDescription('Please select your current year');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});

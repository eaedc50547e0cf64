import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

function SignIn({ onValueChange }: { onValueChange?: (details: { value: string }) => void }) {
  return (
    <Tabs.Root defaultValue="login" {...(onValueChange ? { onValueChange } : {})}>
      <Tabs.List aria-label="Account">
        <Tabs.Trigger value="login">Login</Tabs.Trigger>
        <Tabs.Trigger value="register">Register</Tabs.Trigger>
        <Tabs.Trigger value="help desk" disabled>
          Help
        </Tabs.Trigger>
        <Tabs.Trigger value="about">About</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login">
        <label>
          Username <input />
        </label>
      </Tabs.Content>
      <Tabs.Content value="register">Create an account</Tabs.Content>
      <Tabs.Content value="help desk">Help desk</Tabs.Content>
      <Tabs.Content value="about">About Puente</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('ties each tab to its panel and shows only the open one', () => {
    render(<SignIn />);
    const login = screen.getByRole('tab', { name: 'Login' });
    expect(login).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Login' });
    expect(login).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Create an account')).not.toBeVisible();
    // A value with a space still makes a valid id.
    expect(screen.getByRole('tab', { name: 'Help' }).id).not.toMatch(/\s/);
  });

  it('moves with the arrow keys, Home and End, opening the tab it reaches and skipping disabled ones', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SignIn onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Register' })).toHaveTextContent(
      'Create an account',
    );
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 'register' });

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'About' })).toBeVisible();
  });

  it('keeps what was typed in a panel while another tab is open', async () => {
    const user = userEvent.setup();
    render(<SignIn />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'sofia');
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('sofia');
  });
});

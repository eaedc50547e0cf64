import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';

describe('Menu', () => {
  it('opens from its trigger and reports the chosen item', async () => {
    const onSelect = vi.fn();
    render(
      <Menu.Root onSelect={({ value }) => onSelect(value)}>
        <Menu.Trigger>Account</Menu.Trigger>
        <Menu.Content>
          <Menu.Item value="profile">My Profile</Menu.Item>
          <Menu.Item value="sign-out">Sign Out</Menu.Item>
        </Menu.Content>
      </Menu.Root>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(onSelect).toHaveBeenCalledWith('sign-out');
  });
});

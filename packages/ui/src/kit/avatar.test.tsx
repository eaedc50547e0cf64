import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  it.each([
    ['Maya Chen', 'MC'],
    ['Diego Hernández Soto', 'DS'],
    ['  ámbar  ', 'Á'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('shows the initials and is named after the person, unless decorative', () => {
    render(
      <>
        <Avatar name="Maya Chen" />
        <Avatar name="Noah Kim" decorative />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Maya Chen' })).toHaveTextContent('MC');
    expect(screen.queryByRole('img', { name: 'Noah Kim' })).toBeNull();
    expect(screen.getByText('NK')).toBeInTheDocument();
  });
});

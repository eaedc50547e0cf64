import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../testing/render-host';
import { signedOutServer } from '../../testing/servers';
import { Footer } from './footer';

const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('footer', () => {
  it('lists the Explore and Support links, each under its heading', async () => {
    renderWithHost(<Footer />, { server: signedOutServer() });
    const explore = await screen.findByRole('navigation', { name: 'Footer' });
    expect(within(explore).getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    expect(linksOf('Footer')).toEqual([
      ['Home', '/'],
      ['Universities', '/university-suggestions'],
      ['Foundation Year Programs', '/selected-programs'],
      ['My Profile', '/student-info'],
    ]);
    const support = screen.getByRole('navigation', { name: 'Support' });
    expect(within(support).getByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(linksOf('Support').map(([label]) => label)).toEqual([
      'Help',
      'Contact Us',
      'Privacy notice',
      'Terms of use',
    ]);
  });
});

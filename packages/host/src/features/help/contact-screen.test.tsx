import { DEFAULT_CONTACT_EMAIL } from '@puente/core';
import { createFakeApi } from '@puente/ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithHost } from '../../testing/render-host';
import { ContactScreen } from './contact-screen';

describe('/contact', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[name="puente-contact-email"]')) {
      meta.remove();
    }
  });

  it("gives the server's contact address, asked of the API", async () => {
    renderWithHost(<ContactScreen />, { server: createFakeApi(), initialPath: '/contact' });
    expect(await screen.findByRole('link', { name: DEFAULT_CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_CONTACT_EMAIL}`,
    );
  });

  it('gives the address a prerendered page carries, as the server wrote it', async () => {
    const meta = document.createElement('meta');
    meta.name = 'puente-contact-email';
    meta.content = 'ayuda@colegio.example';
    document.head.append(meta);
    renderWithHost(<ContactScreen />, { server: createFakeApi(), initialPath: '/contact' });
    expect(await screen.findByRole('link', { name: 'ayuda@colegio.example' })).toHaveAttribute(
      'href',
      'mailto:ayuda@colegio.example',
    );
  });
});

import { mountElement, unmountElements } from '@puente/ui/testing/mount-element';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './waitlist.element';

const ENTRY = {
  name: 'Lucía',
  email: 'lucia@colegio.mx',
  schoolName: 'Colegio Ejemplo',
};

afterEach(unmountElements);

const mount = (attributes: Record<string, string>) =>
  mountElement('puente-waitlist', attributes, ['puente-ready', 'puente-waitlist-joined']);

describe('<puente-waitlist>', () => {
  it('renders the form in its shadow root, posts to api-base and tells the page who joined', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    const { shadow, events } = mount({ 'api-base': 'https://puente.example' });
    const user = userEvent.setup();

    await user.type(await shadow.findByLabelText('Name'), ENTRY.name);
    await user.type(shadow.getByLabelText('Email'), ENTRY.email);
    await user.type(shadow.getByLabelText('School name'), ENTRY.schoolName);
    await user.click(shadow.getByRole('button', { name: 'Join Waitlist' }));

    expect(await shadow.findByText('Thank you for joining!')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('https://puente.example/api/waitlist', expect.anything());
    await waitFor(() =>
      expect(events).toEqual([
        { type: 'puente-ready', detail: { tagName: 'puente-waitlist' } },
        { type: 'puente-waitlist-joined', detail: ENTRY },
      ]),
    );
  });

  it('in button mode opens the form in a dialog inside the shadow root', async () => {
    const { element, shadow } = mount({ mode: 'button' });
    const user = userEvent.setup();
    await user.click(await shadow.findByRole('button', { name: 'Join the waitlist' }));
    expect(await shadow.findByRole('dialog', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(0);
  });
});

import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import './waitlist/waitlist.element';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
});

function mount(parent: HTMLElement = document.body, lang?: string) {
  const element = document.createElement('puente-waitlist');
  if (lang !== undefined) element.setAttribute('lang', lang);
  parent.append(element);
  const shadow = element.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  return { element, shadow: within(shadow as unknown as HTMLElement), root: shadow };
}

describe("an element's language", () => {
  it('is SPEC English on a page that names no language', async () => {
    const { shadow } = mount();
    expect(await shadow.findByRole('heading', { name: 'Join the waitlist' })).toBeInTheDocument();
  });

  it("is Mexican Spanish when the element's own lang is any Spanish", async () => {
    const { shadow, root } = mount(document.body, 'es-419');
    expect(
      await shadow.findByRole('heading', { name: 'Únete a la lista de espera' }),
    ).toBeInTheDocument();
    expect(shadow.getByLabelText('Correo electrónico')).toBeInTheDocument();
    // The shadow content carries the language, so a screen reader switches voice.
    expect(root.querySelector('[lang="es-MX"]')).not.toBeNull();
  });

  it("follows the page's <html lang> when the element has none", async () => {
    document.documentElement.setAttribute('lang', 'es');
    const { shadow } = mount();
    expect(
      await shadow.findByRole('heading', { name: 'Únete a la lista de espera' }),
    ).toBeInTheDocument();
  });

  it("prefers the element's lang to its page's", async () => {
    document.documentElement.setAttribute('lang', 'es');
    const { shadow } = mount(document.body, 'en');
    expect(await shadow.findByRole('heading', { name: 'Join the waitlist' })).toBeInTheDocument();
  });

  it('re-renders in place when lang changes, keeping what was typed', async () => {
    const section = document.createElement('section');
    document.body.append(section);
    const { shadow } = mount(section);
    const user = userEvent.setup();
    await user.type(await shadow.findByLabelText('School name'), 'Prepa Tec');

    section.setAttribute('lang', 'es-MX');
    expect(await shadow.findByLabelText('Nombre de la escuela')).toHaveValue('Prepa Tec');

    section.setAttribute('lang', 'en-GB');
    await waitFor(() => expect(shadow.getByLabelText('School name')).toHaveValue('Prepa Tec'));
  });

  it("shows core's validation messages in the element's language", async () => {
    const { shadow } = mount(document.body, 'es');
    const user = userEvent.setup();
    await user.click(await shadow.findByRole('button', { name: 'Unirme a la lista de espera' }));
    expect(await shadow.findByText('Escribe un correo electrónico válido')).toBeInTheDocument();
  });
});

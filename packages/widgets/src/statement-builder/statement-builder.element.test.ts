import { encodeStatement } from '@puente/core';
import type { StatementChangeDetail } from '@puente/ui/elements/events';
import { axeViolations } from '@puente/ui/testing/axe';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DRAFT_STORAGE_KEY } from './browser-draft';
import './statement-builder.element';

let listening = new AbortController();

afterEach(() => {
  listening.abort();
  listening = new AbortController();
  document.body.replaceChildren();
  localStorage.clear();
});

function mount(attributes: Record<string, string> = {}) {
  const element = document.createElement('puente-statement-builder');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const changes: StatementChangeDetail[] = [];
  const ready: unknown[] = [];
  document.addEventListener('puente-statement-change', (event) => changes.push(event.detail), {
    signal: listening.signal,
  });
  document.addEventListener('puente-ready', (event) => ready.push(event.detail), {
    signal: listening.signal,
  });
  document.body.append(element);
  const shadow = element.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  return { element, shadow: within(shadow as unknown as HTMLElement), changes, ready };
}

describe('<puente-statement-builder>', { timeout: 20_000 }, () => {
  it('starts in UCAS 2026 format and tells the page about every edit, counters included', async () => {
    const { shadow, changes, ready } = mount();
    const user = userEvent.setup();
    const first = await shadow.findByRole('textbox', {
      name: /^1\. Why do you want to study this course or subject\?/,
    });
    await waitFor(() => expect(ready).toEqual([{ tagName: 'puente-statement-builder' }]));

    await user.type(first, 'Chem');
    expect(changes).toHaveLength(4);
    expect(changes.at(-1)).toMatchObject({
      format: 'ucas-2026',
      text: '',
      answers: ['Chem', '', ''],
      progress: {
        total: 4,
        tone: 'normal',
        perAnswer: [{ length: 4, min: 350, ok: false }, {}, {}],
      },
    });

    await user.click(shadow.getByRole('radio', { name: /Single statement/ }));
    expect(changes.at(-1)).toMatchObject({ format: 'free', answers: ['Chem', '', ''] });
  });

  it('Save Draft keeps the draft in the browser, and a new element restores it', async () => {
    const first = mount({ format: 'free', 'storage-key': 'essay-12' });
    const user = userEvent.setup();
    await user.type(
      await first.shadow.findByRole('textbox', { name: 'Your personal statement' }),
      'Kept here',
    );
    await user.click(first.shadow.getByRole('button', { name: 'Save Draft' }));
    expect(await first.shadow.findByText('Personal statement saved')).toBeVisible();
    expect(localStorage.getItem('essay-12')).toBe('Kept here');
    expect(localStorage.getItem(DEFAULT_DRAFT_STORAGE_KEY)).toBeNull();
    first.element.remove();

    // A kept draft keeps its own format, whatever the attribute says.
    const again = mount({ format: 'ucas-2026', 'storage-key': 'essay-12' });
    expect(
      await again.shadow.findByRole('textbox', { name: 'Your personal statement' }),
    ).toHaveValue('Kept here');
  });

  it('restores a UCAS draft saved as the server would store it, in its shadow root, with no axe violations', async () => {
    localStorage.setItem(
      DEFAULT_DRAFT_STORAGE_KEY,
      encodeStatement({ format: 'ucas-2026', text: '', answers: ['One', 'Two', 'Three'] }),
    );
    const { element, shadow } = mount({ format: 'free' });
    expect(
      await shadow.findByRole('textbox', { name: /^2\. How have your qualifications/ }),
    ).toHaveValue('Two');
    expect(shadow.queryByRole('button', { name: 'Finalize' })).toBeNull();
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(document.body.querySelector('textarea')).toBeNull();
    expect(await axeViolations(element.shadowRoot?.firstElementChild as Element)).toEqual([]);
  });
});

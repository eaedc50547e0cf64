import { preloadBehaviours } from '@puente/ui';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CollegeProfile } from './college-profile';
import './counselor-check-in.element';

let listening = new AbortController();

afterEach(() => {
  listening.abort();
  listening = new AbortController();
  document.body.replaceChildren();
});

function mount(attributes: Record<string, string>) {
  const element = document.createElement('puente-counselor-check-in');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const ready: unknown[] = [];
  document.addEventListener('puente-ready', (event) => ready.push(event.detail), {
    signal: listening.signal,
  });
  document.body.append(element);
  const root = element.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return { element, root, shadow: within(root as unknown as HTMLElement), ready };
}

describe('<puente-counselor-check-in>', () => {
  // Acting faster than a chunk arrives; the ui kit's own tests cover its parts before theirs.
  beforeAll(() => Promise.all([preloadBehaviours(), CollegeProfile.preload()]));

  it('renders the chosen check-in in its shadow root, with its dialog and tooltips inside it', async () => {
    const { element, root, shadow, ready } = mount({
      'check-in': '1',
      theme: 'dark',
      'dashboard-url': 'https://portal.school.example/',
    });
    const user = userEvent.setup();

    expect(await shadow.findByRole('heading', { level: 1, name: 'Check-In #1' })).toBeVisible();
    expect(shadow.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      'https://portal.school.example/',
    );
    expect(ready).toEqual([{ tagName: 'puente-counselor-check-in' }]);

    await user.click(shadow.getByRole('button', { name: 'College Profile' }));
    const dialog = await shadow.findByRole('dialog', { name: 'College Profile for Sofía Ramírez' });
    expect(root.contains(dialog)).toBe(true);
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();

    await user.click(within(dialog).getByRole('tab', { name: 'College List' }));
    const [info] = within(dialog).getAllByRole('button', { name: /About the admission rate/ });
    if (!info) throw new Error('no admission-rate hint');
    await user.hover(info);
    await shadow.findByText('specific to the school, last 4 years');
    expect(document.body.textContent).not.toContain('specific to the school');
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(0);
  });

  it('is Check-In #2 without the attribute, and has no Back to Dashboard without a dashboard-url', async () => {
    const { shadow } = mount({});
    expect(await shadow.findByRole('heading', { level: 1, name: 'Check-In #2' })).toBeVisible();
    expect(shadow.queryByRole('link', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
  });
});

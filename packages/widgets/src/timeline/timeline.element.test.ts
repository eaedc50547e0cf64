import { axeViolations } from '@puente/ui/testing/axe';
import { mountElement, unmountElements } from '@puente/ui/testing/mount-element';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import './timeline.element';

afterEach(unmountElements);

const mount = (attributes: Record<string, string>) =>
  mountElement('puente-timeline', attributes, ['puente-ready', 'puente-timeline-step']);

async function statusesIn(shadow: ReturnType<typeof mount>['shadow']) {
  const list = await shadow.findByRole('list', { name: 'Application Timeline' });
  return within(list)
    .getAllByRole('listitem')
    .map(
      (item) =>
        `${within(item).getByRole('heading').textContent}: ${item.getAttribute('data-status')}`,
    );
}

describe('<puente-timeline>', () => {
  it('renders the steps for its deadline and now in its shadow root, and says it is ready', async () => {
    const { shadow, events, element } = mount({ deadline: '2027-01-15', now: '2026-12-20' });
    expect(await shadow.findByRole('heading', { name: 'Application Timeline' })).toBeVisible();
    expect(await statusesIn(shadow)).toEqual([
      // A page's timeline knows no ticks: nothing but a statement is ever completed.
      'Start Application: overdue',
      'Personal Statement: overdue',
      'Documents: current',
      'English Test: upcoming',
      'Application Deadline: upcoming',
    ]);
    expect(shadow.getByText('15 Jan 2027')).toBeInTheDocument();
    expect(document.body.querySelector('[role="list"]')).toBeNull();
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(events).toContainEqual({
        type: 'puente-ready',
        detail: { tagName: 'puente-timeline' },
      }),
    );
    expect(await axeViolations(element.shadowRoot as unknown as Element)).toEqual([]);
  });

  it('reads a text deadline and follows attribute changes', async () => {
    const { shadow, element } = mount({ deadline: '15 January 2027', now: '2027-01-05' });
    expect((await statusesIn(shadow)).at(-1)).toBe('Application Deadline: current');
    element.setAttribute('deadline', '2027-06-30');
    await waitFor(() =>
      expect(
        shadow.getByRole('heading', { name: 'Application Deadline' }).closest('li'),
      ).toHaveAttribute('data-status', 'upcoming'),
    );
    expect(shadow.getByText('30 Jun 2027')).toBeInTheDocument();
  });

  it('with has-statement marks the statement completed, and its Edit link goes to statement-url', async () => {
    const { shadow, events } = mount({
      deadline: '2027-01-15',
      now: '2026-12-20',
      'has-statement': '',
      'statement-url': 'https://school.example/statement',
    });
    expect(await statusesIn(shadow)).toContain('Personal Statement: completed');
    const edit = shadow.getByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', 'https://school.example/statement');
    edit.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(edit);
    expect(events).toContainEqual({
      type: 'puente-timeline-step',
      detail: {
        id: 'personal-statement',
        title: 'Personal Statement',
        status: 'completed',
        date: '2026-12-15',
        action: 'Edit',
      },
    });
  });

  it('follows has-statement being added and removed', async () => {
    const { shadow, element } = mount({ deadline: '2027-01-15', now: '2026-12-20' });
    expect(await statusesIn(shadow)).toContain('Personal Statement: overdue');
    element.setAttribute('has-statement', '');
    await waitFor(async () =>
      expect(await statusesIn(shadow)).toContain('Personal Statement: completed'),
    );
    element.removeAttribute('has-statement');
    await waitFor(async () =>
      expect(await statusesIn(shadow)).toContain('Personal Statement: overdue'),
    );
  });

  it.each([
    ['true', 'completed'],
    ['false', 'overdue'],
    ['0', 'overdue'],
  ])('has-statement="%s" makes the statement %s', async (value, status) => {
    const { shadow } = mount({ deadline: '2027-01-15', now: '2026-12-20', 'has-statement': value });
    expect(await statusesIn(shadow)).toContain(`Personal Statement: ${status}`);
  });

  it('without statement-url offers a Complete button that only tells the page', async () => {
    const { shadow, events } = mount({ deadline: '2027-01-15', now: '2026-11-20' });
    await userEvent.setup().click(await shadow.findByRole('button', { name: 'Complete' }));
    expect(events.filter(({ type }) => type === 'puente-timeline-step')).toEqual([
      {
        type: 'puente-timeline-step',
        detail: {
          id: 'personal-statement',
          title: 'Personal Statement',
          status: 'current',
          date: '2026-12-15',
          action: 'Complete',
        },
      },
    ]);
  });
});

describe('<puente-timeline lang="es">', () => {
  it('reads in Mexican Spanish with Spanish dates, and still reports the step to the page', async () => {
    const { shadow, events } = mount({ lang: 'es', deadline: '2027-06-15', now: '2027-01-10' });
    const list = await shadow.findByRole('list', { name: 'Calendario de tu solicitud' });
    expect(
      shadow.getByRole('heading', { level: 2, name: 'Calendario de tu solicitud' }),
    ).toBeVisible();
    expect(within(list).getAllByText(/\d{1,2} de [a-z]+ de 2027/).length).toBeGreaterThan(0);
    expect(within(list).queryByText('Upcoming')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Completar' }));
    await waitFor(() =>
      expect(events.at(-1)).toMatchObject({
        type: 'puente-timeline-step',
        detail: { action: 'Complete' },
      }),
    );
  });
});

import { SAMPLE_PROGRAMMES } from '@puente/core';
import { preloadBehaviours } from '@puente/ui';
import { mountWithApi, unmountElements } from '@puente/ui/testing/mount-element';
import { configure, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import './programme-finder.element';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

afterEach(unmountElements);

const PICK_EVENTS = ['puente-programme-selected', 'puente-programme-deselected'];
const API_BASE = 'https://puente.example';
const [KINGS, SECOND] = SAMPLE_PROGRAMMES as [
  (typeof SAMPLE_PROGRAMMES)[number],
  (typeof SAMPLE_PROGRAMMES)[number],
];

const mount = (attributes: Record<string, string> = { 'api-base': API_BASE }) =>
  mountWithApi('puente-programme-finder', attributes, PICK_EVENTS);

describe('<puente-programme-finder> picks on a school page', { timeout: 20_000 }, () => {
  beforeAll(() => preloadBehaviours());

  it('keeps a pick on the page, says so, and un-picks it on a second press', async () => {
    const { element, shadow, events, server } = mount();
    const user = userEvent.setup();
    const kings = await shadow.findByRole('article', { name: KINGS.programName });

    await user.click(within(kings).getByRole('button', { name: 'Add to My Selections' }));
    expect(within(kings).getByRole('button', { name: 'Saved here' })).toBeInTheDocument();
    expect(await shadow.findByText('Sign up to keep it in your Puente account.')).toBeVisible();
    expect(shadow.queryByText('The program has been added to your selection')).toBeNull();
    expect(shadow.getByText(/^1 program is kept in this browser for 30 days\./)).toBeVisible();
    expect(element.selected).toEqual([KINGS]);

    await user.click(within(kings).getByRole('button', { name: 'Saved here' }));
    expect(within(kings).getByRole('button', { name: 'Add to My Selections' })).toBeInTheDocument();
    expect(await shadow.findByText('The program is no longer saved here.')).toBeVisible();
    expect(element.selected).toEqual([]);
    expect(shadow.queryByText(/kept in this browser for 30 days/)).toBeNull();

    expect(events).toEqual([
      { type: 'puente-programme-selected', detail: KINGS },
      { type: 'puente-programme-deselected', detail: KINGS },
    ]);
    // Nothing went to an account.
    expect(server.requestsTo('POST /api/selected-programs')).toEqual([]);
  });

  it('lets the page read `selected` as each event arrives, a copy it cannot change', async () => {
    const { element, shadow } = mount();
    const user = userEvent.setup();
    const seen: number[][] = [];
    for (const type of PICK_EVENTS) {
      element.addEventListener(type, () => seen.push(element.selected.map(({ id }) => id)));
    }
    const cards = await shadow.findAllByRole('article');
    for (const card of cards.slice(0, 2)) {
      await user.click(within(card).getByRole('button', { name: 'Add to My Selections' }));
    }
    await user.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Saved here' }));
    expect(seen).toEqual([[KINGS.id], [KINGS.id, SECOND.id], [SECOND.id]]);

    element.selected.push(KINGS);
    expect(element.selected).toEqual([SECOND]);
  });

  it('reads `selected` from the Puente server set by property, as a React wrapper sets it', async () => {
    const { element, shadow } = mount({});
    Object.assign(element, { apiBase: API_BASE });
    const user = userEvent.setup();
    const kings = await shadow.findByRole('article', { name: KINGS.programName });
    await user.click(within(kings).getByRole('button', { name: 'Add to My Selections' }));

    expect(element.selected).toEqual([KINGS]);
    expect(localStorage.getItem(`puente-picks:${API_BASE}`)).toContain(String(KINGS.id));
  });

  it('still has the picks after the page reloads, for the same Puente server only', async () => {
    const first = mount();
    const user = userEvent.setup();
    const kings = await first.shadow.findByRole('article', { name: KINGS.programName });
    await user.click(within(kings).getByRole('button', { name: 'Add to My Selections' }));
    unmountAfterReload();

    const again = mount();
    const kingsAgain = await again.shadow.findByRole('article', { name: KINGS.programName });
    expect(within(kingsAgain).getByRole('button', { name: 'Saved here' })).toBeInTheDocument();
    expect(again.element.selected).toEqual([KINGS]);
    again.element.remove();

    const elsewhere = mount({ 'api-base': 'https://other-puente.example' });
    await elsewhere.shadow.findAllByRole('article');
    expect(elsewhere.element.selected).toEqual([]);
    await waitFor(() =>
      expect(elsewhere.shadow.queryAllByRole('button', { name: 'Saved here' })).toEqual([]),
    );
  });
});

/** A reload: the elements go, what the tab stored stays. */
function unmountAfterReload(): void {
  document.body.replaceChildren();
}

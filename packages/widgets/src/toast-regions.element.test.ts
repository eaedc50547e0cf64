import { createFakeApi } from '@puente/ui/testing/fake-api';
import { mountElement, unmountElements } from '@puente/ui/testing/mount-element';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './programme-finder/programme-finder.element';
import './waitlist/waitlist.element';

afterEach(unmountElements);

/** The names of the notification regions inside the page's Puente elements. */
const regionNames = () =>
  [...document.querySelectorAll('puente-waitlist, puente-programme-finder')].flatMap((element) =>
    [...(element.shadowRoot?.querySelectorAll('[role="region"][aria-live]') ?? [])].map((region) =>
      region.getAttribute('aria-label'),
    ),
  );

describe('the notification regions of a page with two elements', { timeout: 20_000 }, () => {
  it('have a name each, so a screen reader tells the landmarks apart', async () => {
    vi.stubGlobal('fetch', vi.fn(createFakeApi().fetch));
    mountElement('puente-waitlist', { 'api-base': 'https://puente.example' }, []);
    mountElement('puente-programme-finder', { 'api-base': 'https://puente.example' }, []);
    await waitFor(() => expect(regionNames()).toHaveLength(2));
    expect(regionNames()).toEqual([
      'Waitlist notifications (F8)',
      'Program finder notifications (F8)',
    ]);
  });
});

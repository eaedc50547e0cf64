import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMPTY_MATCH_PROFILE, matchProgramme, SAMPLE_PROGRAMMES } from '@puente/core';
import { preloadBehaviours } from '@puente/ui';
import { createFakeApi, deferred } from '@puente/ui/testing/fake-api';
import { mountElement, mountWithApi, unmountElements } from '@puente/ui/testing/mount-element';
import { configure, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PuenteProgrammeFinderElement } from './programme-finder.element';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

afterEach(unmountElements);

const FINDER_EVENTS = ['puente-ready', 'puente-programme-selected', 'puente-error'];
const mount = (attributes: Record<string, string>) =>
  mountWithApi('puente-programme-finder', attributes, FINDER_EVENTS);

describe('<puente-programme-finder>', { timeout: 20_000 }, () => {
  // Acting faster than a chunk arrives; the ui kit's own tests cover its parts before theirs.
  beforeAll(() => preloadBehaviours());

  it('tells the page with puente-error when the catalogue cannot load, and why', async () => {
    const { shadow, events, server } = mount({ 'api-base': 'https://puente.example' });
    server.on('GET /api/foundation-programs', () => ({
      status: 503,
      body: { message: 'The database is unavailable' },
    }));
    expect(await shadow.findByText('The database is unavailable')).toBeInTheDocument();
    await waitFor(() =>
      expect(events.filter(({ type }) => type === 'puente-error')).toEqual([
        {
          type: 'puente-error',
          detail: {
            tagName: 'puente-programme-finder',
            reason: 'data',
            message:
              '<puente-programme-finder> could not load the programme catalogue from https://puente.example: the server answered 503: The database is unavailable.',
          },
        },
      ]),
    );
  });

  it('browses the catalogue from api-base in its shadow root and tells the page what was chosen', async () => {
    const { shadow, events, server } = mount({
      'api-base': 'https://puente.example',
      'apply-url': 'https://puente.example/auth',
      'page-size': '2',
    });
    const user = userEvent.setup();

    const kings = await shadow.findByRole('article', { name: /Computer Science$/ });
    expect(shadow.getAllByRole('article')).toHaveLength(2);
    expect(shadow.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(server.requests[0]).toMatchObject({
      path: '/api/foundation-programs',
      search: '?sort=match&open=true&page=1&pageSize=2',
      credentials: 'same-origin',
    });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(
      'https://puente.example/api/foundation-programs?sort=match&open=true&page=1&pageSize=2',
    );
    expect(kings.querySelector('img')).toHaveAttribute(
      'src',
      'https://puente.example/images/universities/kings-college-london.svg',
    );

    await user.click(within(kings).getByRole('button', { name: 'Add to My Selections' }));
    await waitFor(() =>
      expect(events).toEqual([
        { type: 'puente-ready', detail: { tagName: 'puente-programme-finder' } },
        { type: 'puente-programme-selected', detail: SAMPLE_PROGRAMMES[0] },
      ]),
    );
    expect(within(kings).getByRole('button', { name: 'Saved here' })).toBeInTheDocument();
    expect(shadow.getByRole('link', { name: 'Get Started Applying' })).toHaveAttribute(
      'href',
      'https://puente.example/auth',
    );
    expect(server.requestsTo('GET /api/selected-programs')).toEqual([]);
    expect(document.body.querySelector('article')).toBeNull();
  });

  it('starts narrowed to the subject, region, sort and fees its attributes preset', async () => {
    const { shadow, server } = mount({
      subject: 'Engineering',
      region: 'Scotland',
      sort: 'deadline',
      'max-fees': '30000',
    });
    const edinburgh = await shadow.findByRole('article', { name: /Engineering$/ });
    expect(shadow.getAllByRole('article')).toEqual([edinburgh]);
    const search = new URLSearchParams(server.requests[0]?.search);
    expect(Object.fromEntries(search)).toMatchObject({
      subject: 'Engineering',
      region: 'Scotland',
      sort: 'deadline',
      maxFees: '30000',
    });
    expect(shadow.getByRole('combobox', { name: 'Subject' })).toHaveTextContent('Engineering');
    expect(await shadow.findByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
      'Deadline soonest',
    );
    expect(shadow.getByRole('combobox', { name: 'Maximum fees' })).toHaveTextContent(
      'Up to £30,000',
    );
  });

  it('ignores a preset it does not understand', async () => {
    const { shadow, server } = mount({ sort: 'cheapest', 'max-fees': 'lots' });
    await shadow.findAllByRole('article');
    const search = new URLSearchParams(server.requests[0]?.search);
    expect(search.get('sort')).toBe('match');
    expect(search.has('maxFees')).toBe(false);
  });

  it('shows the match against the profile property, and the default without it', async () => {
    const { element, shadow } = mount({});
    const kings = await shadow.findByRole('article', { name: /Computer Science$/ });
    expect(within(kings).getByText('50%', { selector: '[part=match] span' })).toBeInTheDocument();

    const profile = {
      intendedSubject: ['Computer Science'],
      mathScore: 95,
      chemistryScore: 90,
      overallGpa: '9.4',
    };
    element.profile = profile;
    const expected = matchProgramme(
      { ...EMPTY_MATCH_PROFILE, ...profile, intendedSubject: ['Computer Science'] },
      SAMPLE_PROGRAMMES[0] as never,
    );
    expect(expected.percentage).not.toBe(50);
    expect(
      await within(kings).findByText(`${expected.percentage}%`, { selector: '[part=match] span' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(kings).getByRole('button', { name: 'Details' }));
    expect(
      await within(kings).findByText('Computer Science is one of your intended subjects'),
    ).toBeInTheDocument();
  });

  it('links to registration on the Puente site, carrying nothing, when nothing is picked and no apply-url is given', async () => {
    const { shadow } = mount({ 'api-base': 'https://puente.example/' });
    expect(await shadow.findByRole('link', { name: 'Get Started Applying' })).toHaveAttribute(
      'href',
      'https://puente.example/auth?mode=register&redirectTo=%2Ffoundation-programs',
    );
  });
});

describe('custom-elements.json', () => {
  it('documents exactly the attributes <puente-programme-finder> observes, and its events', () => {
    const manifest = JSON.parse(
      readFileSync(join(__dirname, '..', '..', 'custom-elements.json'), 'utf8'),
    );
    const element = manifest.modules
      .flatMap((module: { declarations: unknown[] }) => module.declarations)
      .find(
        (declaration: { tagName?: string }) => declaration.tagName === 'puente-programme-finder',
      );
    const observed = (PuenteProgrammeFinderElement as unknown as { observedAttributes: string[] })
      .observedAttributes;
    // `lang` is followed by the element's root (its own and its ancestors'), not by r2wc.
    expect(element.attributes.map((a: { name: string }) => a.name).sort()).toEqual(
      [...observed, 'lang'].sort(),
    );
    expect(element.events.map((e: { name: string }) => e.name).sort()).toEqual([
      'puente-error',
      'puente-programme-deselected',
      'puente-programme-selected',
      'puente-ready',
    ]);
  });
});

describe('<puente-programme-finder> on a Spanish page', { timeout: 20_000 }, () => {
  beforeAll(() => preloadBehaviours());

  it('speaks Mexican Spanish under <html lang="es">, asks the server in Spanish, and keeps the picks in English for the page', async () => {
    document.documentElement.setAttribute('lang', 'es');
    try {
      const { shadow, events } = mount({ 'api-base': 'https://puente.example' });
      expect(
        await shadow.findByRole('heading', { name: 'Programas Foundation Year' }),
      ).toBeInTheDocument();
      expect(shadow.getByRole('searchbox', { name: 'Buscar programas' })).toBeInTheDocument();
      expect(await shadow.findByText(/^Mostrando 1–\d+ de \d+ programas$/)).toBeInTheDocument();
      const [card] = shadow.getAllByRole('article');
      expect(within(card as HTMLElement).getByText(/de compatibilidad/)).toBeInTheDocument();
      expect(shadow.queryByText('Add to My Selections')).toBeNull();
      const request = vi.mocked(fetch).mock.calls[0]?.[1] as RequestInit | undefined;
      expect(new Headers(request?.headers).get('Accept-Language')).toBe('es-MX');
      const user = userEvent.setup();
      await user.click(
        within(card as HTMLElement).getByRole('button', { name: 'Guardar en mi lista' }),
      );
      await waitFor(() =>
        expect(events.some(({ type }) => type === 'puente-programme-selected')).toBe(true),
      );
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it('says puente-ready once the first programmes show, not while they load', async () => {
    const { shadow, events, server } = mount({ 'api-base': 'https://puente.example' });
    // The catalogue answers only when the test says so; a second fake server writes the answer.
    const answer = deferred<void>();
    const catalogue = createFakeApi();
    let catalogueAsked = false;
    server.on('GET /api/foundation-programs', async ({ url }) => {
      catalogueAsked = true;
      await answer.promise;
      const response = await catalogue.fetch(url.toString());
      return { status: response.status, body: await response.json() };
    });
    await waitFor(() => expect(catalogueAsked).toBe(true));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(events.filter(({ type }) => type === 'puente-ready')).toEqual([]);

    answer.resolve();
    expect(await shadow.findAllByRole('article')).not.toHaveLength(0);
    await waitFor(() =>
      expect(events.filter(({ type }) => type === 'puente-ready')).toEqual([
        { type: 'puente-ready', detail: { tagName: 'puente-programme-finder' } },
      ]),
    );
  });

  it('reads the catalogue from the new Puente server when api-base changes, not from the old cache', async () => {
    const first = createFakeApi({ programmes: SAMPLE_PROGRAMMES.slice(0, 1) });
    const second = createFakeApi({ programmes: SAMPLE_PROGRAMMES.slice(1, 2) });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).startsWith('https://second.example')
          ? second.fetch(input, init)
          : first.fetch(input, init),
      ),
    );
    const { element, shadow } = mountElement(
      'puente-programme-finder',
      { 'api-base': 'https://first.example' },
      FINDER_EVENTS,
    );
    const [firstProgramme, secondProgramme] = SAMPLE_PROGRAMMES;
    expect(await shadow.findByText(firstProgramme?.programName ?? '')).toBeInTheDocument();

    element.setAttribute('api-base', 'https://second.example');
    expect(await shadow.findByText(secondProgramme?.programName ?? '')).toBeInTheDocument();
    expect(shadow.getAllByRole('article')).toHaveLength(1);
    expect(second.requests.map(({ path }) => path)).toContain('/api/foundation-programs');
  });
});

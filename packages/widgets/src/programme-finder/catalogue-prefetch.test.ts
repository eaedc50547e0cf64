import { createApiClient } from '@puente/core';
import { finderFirstPage } from '@puente/ui/loader/catalogue-prefetch';
import { afterEach, describe, expect, it } from 'vitest';
import { finderSearchFrom } from './finder-search';
import { pageSizeOf } from './programme-finder-widget';
import { programmeListQuery } from './use-programme-page';

const SERVER = 'https://puente.example';

/** The first request the finder makes for these attributes, as its widget reads them. */
async function requestOfTheElement(attributes: Record<string, string>): Promise<string> {
  let asked = '';
  const api = createApiClient({
    baseUrl: attributes['api-base'] ?? SERVER,
    fetch: async (input) => {
      asked = String(input);
      return new Response('{"items":[],"total":0}');
    },
  });
  const pageSize =
    attributes['page-size'] === undefined ? undefined : Number(attributes['page-size']);
  const search = finderSearchFrom({
    subject: attributes.subject,
    region: attributes.region,
    sort: attributes.sort,
    maxFees:
      attributes['max-fees'] === undefined ? undefined : String(Number(attributes['max-fees'])),
  });
  await api.foundationProgrammes({
    ...programmeListQuery(search),
    page: 1,
    pageSize: pageSizeOf(pageSize),
  });
  return asked;
}

function finder(attributes: Record<string, string>, lang?: string): Element {
  const element = document.createElement('puente-programme-finder');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const page = document.createElement('div');
  if (lang) page.setAttribute('lang', lang);
  page.append(element);
  document.body.append(page);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("the loader's early request for the finder's first page", () => {
  it.each<Record<string, string>>([
    {},
    { 'page-size': '6' },
    { 'page-size': '500' },
    { subject: 'Engineering' },
    { subject: 'Computer Science', region: 'Edinburgh, Scotland', sort: 'deadline' },
    { 'max-fees': '20000', sort: 'fees' },
    { sort: 'nonsense', 'max-fees': 'cheap' },
    { subject: '  Medicine ', 'api-base': 'https://other.example/' },
  ])('is the request the element makes for %o', async (attributes) => {
    const early = finderFirstPage(finder(attributes), SERVER);
    expect(early?.url).toBe(await requestOfTheElement(attributes));
  });

  it("speaks the element's language, as its requests do", () => {
    expect(finderFirstPage(finder({}, 'es-419'), SERVER)?.acceptLanguage).toBe('es-MX');
    expect(finderFirstPage(finder({ lang: 'en' }, 'es'), SERVER)?.acceptLanguage).toBe('en-GB');
    expect(finderFirstPage(finder({}), SERVER)?.acceptLanguage).toBe('en-GB');
  });

  it('is not made for a finder with a profile, which asks for the whole list', () => {
    expect(finderFirstPage(finder({ profile: '{}' }), SERVER)).toBeUndefined();
  });
});

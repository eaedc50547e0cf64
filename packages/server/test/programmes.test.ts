import {
  type FoundationProgramme,
  type FoundationProgrammeEntry,
  type ProgrammePage,
  programmeStructure,
} from '@puente/core';
import { describe, expect, it } from 'vitest';
import { ENTRY_FIELDS, seededCatalogue } from './catalogue';
import { rawGet } from './raw-get';
import { initTestApp, startTestApp } from './utils';

const app = await startTestApp();
const catalogue = await seededCatalogue();

const list = async (query = ''): Promise<ProgrammePage> => {
  const answer = await app.client().get(`/api/foundation-programs${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
/** A browser's revalidation: If-None-Match alone. */
const revalidate = async (path: string, etag: string) => {
  const answer = await rawGet(`${app.url}${path}`, { 'if-none-match': etag });
  return { status: answer.status, body: answer.body.toString() };
};

const slugs = (items: { slug: string }[]) => items.map(({ slug }) => slug).sort();

describe('GET /api/foundation-programs', () => {
  it('answers the whole catalogue without paging, each programme in the API shape', async () => {
    const page = await list();
    expect(page.total).toBe(catalogue.length);
    expect(page.items).toHaveLength(catalogue.length);
    expect(page).toMatchObject({ page: 1, pageSize: catalogue.length, pageCount: 1 });
    expect(slugs(page.items)).toEqual(slugs(catalogue));

    const first = catalogue[0] as FoundationProgrammeEntry;
    const answered = page.items.find(({ slug }) => slug === first.slug) as FoundationProgramme;
    // The seeded file is in the older format: its structured fields are read from its text.
    expect(answered).toEqual({
      id: expect.any(Number),
      matchPercentage: null,
      ...first,
      ...programmeStructure(first),
    });
    expect(Object.keys(answered).sort()).toEqual(['id', ...ENTRY_FIELDS].sort());
    expect(typeof answered.tuitionFees).toBe('number');
  });

  it('lists every subject of the catalogue once, sorted, for the dropdown', async () => {
    const { subjects } = await list('?q=nothing-matches-this');
    expect(subjects).toEqual(
      [...new Set(catalogue.map(({ subject }) => subject))].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('searches programme name, university name and region, ignoring case', async () => {
    const inName = (needle: string) =>
      catalogue.filter((p) =>
        [p.programName, p.universityName, p.region].some((field) =>
          field.toLowerCase().includes(needle),
        ),
      );
    for (const q of ['KING', 'edinburgh', 'software engineering', 'wales']) {
      const page = await list(`?q=${encodeURIComponent(q)}`);
      expect(page.total, q).toBe(inName(q.toLowerCase()).length);
      expect(page.total, q).toBeGreaterThan(0);
      expect(slugs(page.items), q).toEqual(slugs(inName(q.toLowerCase())));
    }
  });

  it('filters by exact subject and region, and All Subjects means any', async () => {
    const law = await list('?subject=Law');
    expect(law.total).toBe(catalogue.filter((p) => p.subject === 'Law').length);
    expect(law.items.every((p) => p.subject === 'Law')).toBe(true);
    expect((await list('?subject=law')).total).toBe(0);

    expect((await list('?subject=All%20Subjects')).total).toBe(catalogue.length);
    expect((await list('?subject=')).total).toBe(catalogue.length);

    const london = await list(`?region=${encodeURIComponent('London, England')}`);
    expect(london.total).toBe(catalogue.filter((p) => p.region === 'London, England').length);
    expect((await list('?region=London')).total).toBe(0);

    const both = await list(`?subject=Computer%20Science&region=London%2C%20England&q=college`);
    expect(slugs(both.items)).toEqual(
      slugs(
        catalogue.filter(
          (p) =>
            p.subject === 'Computer Science' &&
            p.region === 'London, England' &&
            `${p.programName} ${p.universityName}`.toLowerCase().includes('college'),
        ),
      ),
    );
  });

  it('pages the results with a total, and a page past the end answers the last one', async () => {
    const first = await list('?pageSize=10');
    expect(first).toMatchObject({
      total: catalogue.length,
      page: 1,
      pageSize: 10,
      pageCount: Math.ceil(catalogue.length / 10),
    });
    expect(first.items).toHaveLength(10);

    const pages = await Promise.all(
      Array.from({ length: first.pageCount }, (_, index) => list(`?pageSize=10&page=${index + 1}`)),
    );
    expect(slugs(pages.flatMap((page) => page.items))).toEqual(slugs(catalogue));

    const beyond = await list('?pageSize=10&page=999');
    expect(beyond.page).toBe(first.pageCount);
    expect(beyond.items).toEqual(pages.at(-1)?.items);

    const defaultSize = await list('?page=2');
    expect(defaultSize).toMatchObject({ page: 2, pageSize: 20 });

    const filtered = await list('?subject=Law&pageSize=2');
    expect(filtered.total).toBe(catalogue.filter((p) => p.subject === 'Law').length);
    expect(filtered.items).toHaveLength(2);
  });

  it.each([
    ['?page=-1', 'page', 'Page must be a whole number'],
    ['?page=0', 'page', 'Page must be at least 1'],
    ['?pageSize=100000', 'pageSize', 'Page size must be at most 100'],
    ['?pageSize=ten', 'pageSize', 'Page size must be a whole number'],
    [`?q=${'a'.repeat(10_000)}`, 'q', 'Search must be at most 200 characters'],
    ['?subject=Law&subject=Economics', 'subject', 'Subject must be given once, as text'],
  ])('answers 400 with field messages to %s', async (query, field, message) => {
    const answer = await app.client().get(`/api/foundation-programs${query.slice(0, 10_010)}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message, fieldErrors: { [field]: [message] } });
  });

  it('is public: any origin may read it without credentials', async () => {
    const origin = 'https://www.some-school.edu.mx';
    const answer = await app.client().get('/api/foundation-programs?pageSize=1', {
      headers: { origin },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.setCookies).toEqual([]);

    const preflight = await app.client().request('OPTIONS', '/api/foundation-programs', {
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('may be cached for a minute, and a repeat read with its ETag is a 304', async () => {
    const answer = await app.client().get('/api/foundation-programs?subject=Law');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = answer.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await revalidate('/api/foundation-programs?subject=Law', etag ?? '');
    expect(again).toEqual({ status: 304, body: '' });

    const other = await revalidate('/api/foundation-programs?subject=Economics', etag ?? '');
    expect(other.status).toBe(200);
    expect(JSON.parse(other.body).items[0].subject).toBe('Economics');
  });
});

describe('GET /api/foundation-programs/:id', () => {
  it('answers one programme, publicly', async () => {
    const [some] = (await list('?pageSize=1')).items;
    const answer = await app.client().get(`/api/foundation-programs/${some?.id}`, {
      headers: { origin: 'https://school.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(some);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 for an unknown id and 400 for one that is not a whole number', async () => {
    for (const id of ['999999', '0', '99999999999']) {
      const missing = await app.client().get(`/api/foundation-programs/${id}`);
      expect(missing.status, id).toBe(404);
      expect(missing.body).toEqual({ message: 'Program not found' });
    }
    for (const id of ['abc', '1.5', '-3', '1e3']) {
      const bad = await app.client().get(`/api/foundation-programs/${id}`);
      expect(bad.status, id).toBe(400);
      expect(bad.body).toEqual({
        message: 'Id must be a whole number',
        fieldErrors: { id: ['Id must be a whole number'] },
      });
    }
  });
});

describe('EXCLUDED_UNIVERSITIES', () => {
  it('hides those universities from the list and its subjects', async () => {
    const excluded = await initTestApp({
      config: { excludedUniversities: ["king's college london", 'University of Edinburgh'] },
    });
    try {
      const answer = await excluded.client().get('/api/foundation-programs');
      const hidden = catalogue.filter((p) =>
        ["King's College London", 'University of Edinburgh'].includes(p.universityName),
      );
      expect(hidden.length).toBeGreaterThan(0);
      expect(answer.body.total).toBe(catalogue.length - hidden.length);
      expect(
        answer.body.items.some((p: FoundationProgramme) => p.universityName.includes('Edinburgh')),
      ).toBe(false);
      const kings = await excluded.client().get('/api/foundation-programs?q=king');
      const universities = new Set(
        kings.body.items.map((p: FoundationProgramme) => p.universityName),
      );
      expect(universities.has('Kingston University')).toBe(true);
      expect(universities.has("King's College London")).toBe(false);
    } finally {
      await excluded.close();
    }
  });
});

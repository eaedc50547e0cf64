import {
  type FoundationProgrammeEntry,
  matchProfileOf,
  matchProgramme,
  type ProgrammePage,
  SAMPLE_ENGINEERING_PROFILE,
} from '@puente/core';
import { describe, expect, it } from 'vitest';
import { seededCatalogue } from './catalogue';
import { initTestApp, newStudent, startTestApp } from './utils';

// The catalogue's clock: two deadlines of the seeded catalogue (4 and 11 December 2026) have passed.
const NOW = Date.parse('2027-01-01T12:00:00Z');

const app = await startTestApp({ catalogue: { now: () => NOW } });
const catalogue = await seededCatalogue();

const list = async (query: string, client = app.client()): Promise<ProgrammePage> => {
  const answer = await client.get(`/api/foundation-programs${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
const slugsOf = (page: ProgrammePage) => page.items.map(({ slug }) => slug);
const passed = (entry: FoundationProgrammeEntry) => Date.parse(entry.applicationDeadline) < NOW;

describe('GET /api/foundation-programs: choosing', () => {
  it('narrows to Engineering in Scotland under £20,000 for IELTS 5.5', async () => {
    const page = await list('?subject=Engineering&region=Scotland&maxFees=20000&ielts=5.5');
    expect(page.items.map(({ universityName }) => universityName)).toEqual([
      'University of Strathclyde',
    ]);
    expect(page.total).toBe(1);
    const roomier = await list('?subject=Engineering&region=Scotland&maxFees=21000');
    expect(roomier.total).toBe(2);
  });

  it('hides programmes asking for more IELTS than the student has', async () => {
    const page = await list('?ielts=5');
    expect(page.total).toBeGreaterThan(0);
    for (const { requirements } of page.items) {
      expect(Number(/IELTS (\d\.\d)/.exec(requirements)?.[1])).toBeLessThanOrEqual(5);
    }
  });

  it('keeps programmes starting in a term', async () => {
    const page = await list('?start=January%202028');
    expect(page.total).toBe(
      catalogue.filter((entry) => entry.startDates.includes('January 2028')).length,
    );
  });

  it('hides passed deadlines when asked, and otherwise sinks them in every order', async () => {
    const open = await list('?open=true');
    expect(open.total).toBe(catalogue.filter((entry) => !passed(entry)).length);
    expect(open.total).toBeLessThan(catalogue.length);

    const byDeadline = await list('?sort=deadline');
    const closed = catalogue.filter(passed).map(({ slug }) => slug);
    expect(slugsOf(byDeadline).slice(-closed.length).sort()).toEqual(closed.sort());
    const openDeadlines = byDeadline.items
      .slice(0, -closed.length)
      .map(({ applicationDeadline }) => applicationDeadline);
    expect(openDeadlines).toEqual([...openDeadlines].sort());
  });

  it('orders by fees lowest and by rank, ties in catalogue order', async () => {
    const byFees = await list('?sort=fees&open=true');
    const fees = byFees.items.map(({ tuitionFees }) => tuitionFees);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    const cheapest = byFees.items.filter(({ tuitionFees }) => tuitionFees === fees[0]);
    expect(cheapest.map(({ id }) => id)).toEqual(
      cheapest.map(({ id }) => id).sort((a, b) => a - b),
    );

    const byRank = await list('?sort=rank&open=true');
    const ranks = byRank.items.map(({ rank }) => Number(/\d+/.exec(rank)?.[0]));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('pages the chosen list with its total', async () => {
    const all = await list('?sort=fees&open=true');
    const second = await list('?sort=fees&open=true&page=2&pageSize=10');
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 10 });
    expect(second.pageCount).toBe(Math.ceil(all.total / 10));
    expect(slugsOf(second)).toEqual(slugsOf(all).slice(10, 20));
  });

  it('answers the region and start options with catalogue counts', async () => {
    const page = await list('?pageSize=1');
    expect(page.regions.slice(0, 4).map(({ region }) => region)).toEqual([
      'England',
      'Scotland',
      'Wales',
      'Northern Ireland',
    ]);
    expect(page.regions.find(({ region }) => region === 'Scotland')?.count).toBe(
      catalogue.filter(({ region }) => region.endsWith(', Scotland')).length,
    );
    expect(page.starts.map(({ start }) => start)).toEqual([
      'January 2027',
      'September 2027',
      'January 2028',
    ]);
  });

  it('keeps catalogue order for the match sort without a signed-in student, publicly', async () => {
    const client = app.client();
    const answer = await client.get('/api/foundation-programs?sort=match');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(slugsOf(answer.body).slice(0, 5)).toEqual(
      catalogue
        .filter((entry) => !passed(entry))
        .map(({ slug }) => slug)
        .slice(0, 5),
    );
  });

  it("orders a signed-in student's list by their own match, and keeps it private", async () => {
    const client = app.client();
    expect((await client.post('/api/register', newStudent())).status).toBe(201);
    const form = { ...SAMPLE_ENGINEERING_PROFILE, currentYear: '12th' };
    expect((await client.post('/api/student-info', form)).status).toBe(201);
    const profile = matchProfileOf(form);

    const answer = await client.get('/api/foundation-programs?sort=match&open=true');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, max-age=60');
    const percentages = (answer.body as ProgrammePage).items.map(
      (programme) => matchProgramme(profile, programme).percentage,
    );
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
    expect(percentages[0]).toBeGreaterThan(percentages.at(-1) ?? 0);

    const meets = (await list('?meetsGrades=true', client)).items;
    expect(meets.length).toBeGreaterThan(0);
    for (const programme of meets) {
      expect(['target', 'safety']).toContain(matchProgramme(profile, programme).band.key);
    }
  });

  it('refuses bad values with a message per field', async () => {
    const answer = await app
      .client()
      .get('/api/foundation-programs?sort=cheapest&maxFees=lots&ielts=11&open=maybe&page=0');
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      sort: ['Sort must be one of match, deadline, fees, rank'],
      maxFees: ['Maximum fees must be a whole number'],
      ielts: ['IELTS must be a band from 0 to 9 in steps of 0.5, e.g. 5.5'],
      open: ['Open must be true or false'],
      page: ['Page must be at least 1'],
    });
  });
});

describe('GET /api/foundation-programs: the day deadlines are reckoned on', () => {
  it('hides a deadline of 4 December from the first second of the 5th (UTC), the same search asked again', async () => {
    let clock = Date.parse('2026-12-04T23:59:59Z');
    const own = await initTestApp({ catalogue: { now: () => clock } });
    try {
      const openOn = (day: string) =>
        catalogue.filter((entry) => !(Date.parse(entry.applicationDeadline) < Date.parse(day)))
          .length;
      const before = await list('?open=true', own.client());
      clock = Date.parse('2026-12-05T00:00:01Z');
      const after = await list('?open=true', own.client());
      expect(before.total).toBe(openOn('2026-12-04'));
      expect(after.total).toBe(openOn('2026-12-05'));
      expect(after.total).toBeLessThan(before.total);
    } finally {
      await own.close();
    }
  });
});

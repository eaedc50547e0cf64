import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FINDER_SEARCH,
  finderSearchFrom,
  finderSearchKey,
  finderSearchParams,
} from './finder-search';

describe('the finder search in a link', () => {
  it('reads every value a link holds, and writes back only what differs from the defaults', () => {
    const search = finderSearchFrom({
      q: 'foundation',
      subject: 'Engineering',
      region: 'Scotland',
      sort: 'deadline',
      maxFees: '20000',
      ielts: '5.5',
      start: 'September 2027',
      open: 'false',
      meetsGrades: 'true',
    });
    expect(search).toEqual({
      q: 'foundation',
      subject: 'Engineering',
      region: 'Scotland',
      sort: 'deadline',
      maxFees: 20000,
      ielts: 5.5,
      start: 'September 2027',
      open: false,
      meetsGrades: true,
    });
    expect(finderSearchParams(search).toString()).toBe(
      'q=foundation&subject=Engineering&region=Scotland&sort=deadline&maxFees=20000&ielts=5.5&start=September+2027&open=false&meetsGrades=true',
    );
    expect(finderSearchFrom(Object.fromEntries(finderSearchParams(search)))).toEqual(search);
    expect(finderSearchKey(DEFAULT_FINDER_SEARCH)).toBe('');
    expect(finderSearchFrom({})).toEqual(DEFAULT_FINDER_SEARCH);
  });

  it('drops each value the server would refuse, keeping the rest', () => {
    expect(
      finderSearchFrom({
        subject: 'Law',
        sort: 'cheapest',
        maxFees: '£20k',
        ielts: '5.3',
        open: 'maybe',
      }),
    ).toEqual({ ...DEFAULT_FINDER_SEARCH, subject: 'Law' });
    expect(finderSearchFrom({ maxFees: '2000000', ielts: '9.5' })).toEqual(DEFAULT_FINDER_SEARCH);
  });
});

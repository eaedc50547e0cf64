import { describe, expect, it } from 'vitest';
import { campusLifeSearchUrl } from './campus-life';

describe('campusLifeSearchUrl', () => {
  it("searches YouTube for '<university> campus life', encoded", () => {
    expect(campusLifeSearchUrl("King's College London")).toBe(
      "https://www.youtube.com/results?search_query=King's%20College%20London%20campus%20life",
    );
    const url = new URL(campusLifeSearchUrl(' University of Edinburgh & Friends '));
    expect(url.searchParams.get('search_query')).toBe(
      'University of Edinburgh & Friends campus life',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { preloadScreenReads, RENDERED_READS_ID } from './screen-reads';

// A head of its own, out of the document: the test browser would fetch the preloads.
const preloadsFor = (name: string | undefined, params: Record<string, string> = {}, query = '') => {
  const head = document.createElement('head');
  preloadScreenReads(name, { params, query: new URLSearchParams(query) }, head);
  return [...head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
    link.getAttribute('crossorigin'),
  ]);
};

describe('preloadScreenReads', () => {
  it("asks for /foundation-programs' reads with the credentials the screen's requests use", () => {
    expect(preloadsFor('foundationPrograms')).toEqual([
      ['/api/student-info', 'fetch', 'use-credentials'],
      ['/api/foundation-programs?sort=match&open=true&page=1&pageSize=20', 'fetch', 'anonymous'],
      ['/api/selected-programs', 'fetch', 'use-credentials'],
    ]);
  });

  it("asks for a shared programme page's programme, and nothing for an id the screen cannot have", () => {
    expect(preloadsFor('programme', { id: '42' })).toEqual([
      ['/api/foundation-programs/42', 'fetch', 'anonymous'],
    ]);
    expect(preloadsFor('programme', { id: 'not-a-number' })).toEqual([]);
  });

  it("asks for a shared comparison's programmes, as many as the screen shows", () => {
    expect(preloadsFor('compare', {}, '?ids=4,x,5,4,6,7')).toEqual([
      ['/api/foundation-programs/4', 'fetch', 'anonymous'],
      ['/api/foundation-programs/5', 'fetch', 'anonymous'],
      ['/api/foundation-programs/6', 'fetch', 'anonymous'],
    ]);
  });

  it('asks for nothing on a page the server rendered with its reads in it', () => {
    const reads = document.createElement('script');
    reads.type = 'application/json';
    reads.id = RENDERED_READS_ID;
    document.body.append(reads);
    try {
      expect(preloadsFor('programme', { id: '42' })).toEqual([]);
    } finally {
      reads.remove();
    }
    expect(preloadsFor('programme', { id: '42' })).toHaveLength(1);
  });

  it('asks for nothing for a screen without reads of its own', () => {
    expect(preloadsFor('auth')).toEqual([]);
    expect(preloadsFor(undefined)).toEqual([]);
  });
});

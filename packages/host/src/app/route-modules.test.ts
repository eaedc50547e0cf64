import { describe, expect, it } from 'vitest';
import { screenAt } from './route-modules';

describe('screenAt', () => {
  it.each([
    ['/', 'home'],
    ['/auth', 'auth'],
    ['/foundation-programs', 'foundationPrograms'],
    ['/foundation-programs/', 'foundationPrograms'],
    ['/personal-statement/3', 'personalStatement'],
    ['/timeline/12', 'timeline'],
  ])('finds the screen of %s', (pathname, name) => {
    expect(screenAt(pathname)).toBe(name);
  });

  it.each(['/no-such-page', '/timeline', '/timeline/3/more', '/auth/extra'])(
    'finds none for %s (the not-found page)',
    (pathname) => {
      expect(screenAt(pathname)).toBeUndefined();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { paramsAt, screenAt } from './route-modules';

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

describe('paramsAt', () => {
  it("reads an address's parameters as the router does", () => {
    expect(paramsAt('/programmes/:id', '/programmes/42')).toEqual({ id: '42' });
    expect(paramsAt('/join/:token', '/join/a%20b')).toEqual({ token: 'a b' });
    expect(paramsAt('/auth', '/auth')).toEqual({});
  });

  it('leaves out a parameter that does not decode', () => {
    expect(paramsAt('/join/:token', '/join/%E0%A4%A')).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN, safeRedirect } from './paths';

const ORIGIN = 'https://puente.example';

describe('safeRedirect', () => {
  it.each(['/foundation-programs', '/foundation-programs?q=law#results', '/student-info'])(
    'keeps a path inside the site (%s)',
    (path) => {
      expect(safeRedirect(path, ORIGIN)).toBe(path);
    },
  );

  it.each([
    ['a tab the URL parser drops, making it protocol-relative', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return inside', '/foundation-programs\r'],
    ['a NUL', '/\u0000/evil.example'],
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative path', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['the sign-in page itself', '/auth?redirectTo=/auth'],
    ['nothing', ''],
  ])('refuses %s', (_what, path) => {
    expect(safeRedirect(path, ORIGIN)).toBe(AFTER_SIGN_IN);
  });
});

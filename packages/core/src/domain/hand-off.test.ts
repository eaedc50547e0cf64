import { describe, expect, it } from 'vitest';
import { HAND_OFF_PICKS_MAX, SITE_KEY_PATTERN } from '../schemas/hand-off.options';
import { handOffFrom, handOffPath, webOrigin } from './hand-off';

describe('the hand-off from a school site', () => {
  const TOKEN = 'Zm9vYmFyLWhhbmQtb2ZmLXRva2Vu';

  it('links to registration with the token alone, and reads it back', () => {
    const path = handOffPath(TOKEN);
    expect(path).toBe(`/auth?mode=register&handoff=${TOKEN}`);
    expect(handOffFrom(new URL(path, 'https://puente.example').searchParams)).toEqual({
      token: TOKEN,
      picks: [],
      school: null,
    });
  });

  it("takes the token over an old link's picks, and leaves out what is not a token", () => {
    expect(handOffFrom(new URLSearchParams({ handoff: TOKEN, picks: '12,40' }))).toEqual({
      token: TOKEN,
      picks: [],
      school: null,
    });
    for (const handoff of ['short', `${TOKEN}!`, 'a'.repeat(129), '../../api/user']) {
      expect(handOffFrom(new URLSearchParams({ handoff })).token).toBeNull();
    }
  });

  it("still reads an old link's picks and school", () => {
    const search = new URLSearchParams(
      'mode=register&picks=12%2C40&school=https%3A%2F%2Fcolegio.example',
    );
    expect(handOffFrom(search)).toEqual({
      token: null,
      picks: [12, 40],
      school: 'https://colegio.example',
    });
    expect(handOffFrom(new URLSearchParams('mode=register'))).toEqual({
      token: null,
      picks: [],
      school: null,
    });
  });

  it('leaves out what is not a programme id or a web origin, repeats, and picks past the limit', () => {
    const many = Array.from({ length: HAND_OFF_PICKS_MAX + 5 }, (_, index) => index + 1);
    const search = new URLSearchParams({
      picks: ['7', '7', 'x', '-3', '0', '1.5', '99999999999', ...many.map(String)].join(','),
      school: 'https://colegio.example/orientacion',
    });
    const handOff = handOffFrom(search);
    expect(handOff.picks).toHaveLength(HAND_OFF_PICKS_MAX);
    expect(handOff.picks.slice(0, 3)).toEqual([7, 1, 2]);
    expect(handOff.school).toBeNull();
    expect(handOffFrom(new URLSearchParams('school=javascript:alert(1)')).school).toBeNull();
    expect(handOffFrom(new URLSearchParams()).picks).toEqual([]);
  });

  it('knows a site key as the school settings show it', () => {
    expect(SITE_KEY_PATTERN.test('pk_abcdefghijklmnopqrstuv-_')).toBe(true);
    expect(SITE_KEY_PATTERN.test('pk_short')).toBe(false);
    expect(SITE_KEY_PATTERN.test('sk_abcdefghijklmnopqrstuv-_')).toBe(false);
  });

  it.each([
    'https://colegio.example',
    'http://127.0.0.1:3101',
    // A school whose name has an ñ: its host as a browser writes it, in punycode.
    'https://xn--escuela-nios-jhb.example',
    'https://prepa-del-valle.edu.mx',
    // An IPv6 address, in brackets.
    'http://[::1]:8080',
    'https://[2001:db8::1]',
  ])('takes %s as a web origin', (origin) => {
    expect(webOrigin(origin)).toBe(origin);
  });

  it.each([
    'https://colegio.example/',
    'https://-colegio.example',
    'https://colegio-.example',
    'https://colegio..example',
    'https://[::1',
    'https://[::1]]',
    'ftp://colegio.example',
    'https://Colegio.example',
  ])('refuses %s', (text) => {
    expect(webOrigin(text)).toBeNull();
  });
});

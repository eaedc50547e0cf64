import { describe, expect, it } from 'vitest';
import { HAND_OFF_PICKS_MAX, handOffFrom, handOffSearch, webOrigin } from './hand-off';

describe('the hand-off from a school site', () => {
  it('carries the picks and the school to registration, and reads them back', () => {
    const search = handOffSearch({ picks: [12, 40], school: 'https://colegio.example' });
    expect(search.toString()).toBe(
      'mode=register&picks=12%2C40&school=https%3A%2F%2Fcolegio.example',
    );
    expect(handOffFrom(search)).toEqual({ picks: [12, 40], school: 'https://colegio.example' });
  });

  it('asks for registration alone when nothing was picked and no school is known', () => {
    expect(handOffSearch({ picks: [], school: null }).toString()).toBe('mode=register');
    expect(handOffSearch({ picks: [], school: 'null' }).toString()).toBe('mode=register');
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

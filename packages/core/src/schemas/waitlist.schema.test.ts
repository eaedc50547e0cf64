import { describe, expect, it } from 'vitest';
import { parseWith } from './field-errors';
import { waitlistSchema } from './waitlist.schema';

describe('waitlist', () => {
  it('trims and lower-cases the email so one person is one row', () => {
    expect(
      parseWith(waitlistSchema, {
        name: ' Lucía ',
        email: ' Lucia@Colegio.MX ',
        schoolName: 'CIT',
      }),
    ).toEqual({ ok: true, value: { name: 'Lucía', email: 'lucia@colegio.mx', schoolName: 'CIT' } });
  });

  it('gives every SPEC §5 message at once', () => {
    expect(parseWith(waitlistSchema, { name: 'L', email: 'nope', schoolName: ' x ' })).toEqual({
      ok: false,
      errors: {
        name: ['Name must be at least 2 characters'],
        email: ['Please enter a valid email address'],
        schoolName: ['School name must be at least 2 characters'],
      },
    });
  });

  it('treats missing fields as too short rather than crashing', () => {
    const result = parseWith(waitlistSchema, {});
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(['email', 'name', 'schoolName']);
  });
});

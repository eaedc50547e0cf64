import { describe, expect, it } from 'vitest';
import { formatDay, formatDeadline } from '../domain/deadline';
import { formatGbp } from '../domain/money';

describe('formats by locale', () => {
  it("writes a deadline the reader's way", () => {
    expect(formatDeadline('2027-06-15', 'en-GB')).toBe('15 Jun 2027');
    expect(formatDeadline('2027-06-15', 'es-MX')).toBe('15 de junio de 2027');
    expect(formatDeadline('2027-01-15', 'es-MX')).toBe('15 de enero de 2027');
    expect(formatDeadline('2027-06-15', 'en-GB')).toBe('15 Jun 2027');
    expect(formatDay(new Date(Date.UTC(2027, 11, 1)), 'es-MX')).toBe('1 de diciembre de 2027');
  });

  it('keeps a deadline that is not a date as the catalogue writes it, in either', () => {
    expect(formatDeadline('Rolling admissions', 'es-MX')).toBe('Rolling admissions');
  });

  it('reads the day in UTC, so Monterrey sees the day London does', () => {
    expect(formatDeadline('2027-06-15T23:30:00-06:00', 'es-MX')).toBe('16 de junio de 2027');
  });

  it('shows pounds as pounds, never converted, in both', () => {
    expect(formatGbp(15000, 'en-GB')).toBe('£15,000');
    expect(formatGbp(15000, 'es-MX')).toBe('£15,000');
    expect(formatGbp(1500, 'es-MX')).toBe('£1,500');
    expect(formatGbp(75, 'es-MX')).toBe('£75');
    expect(formatGbp(15000, 'en-GB')).toBe('£15,000');
  });
});

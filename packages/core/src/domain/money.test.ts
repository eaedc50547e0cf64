import { describe, expect, it } from 'vitest';
import { formatGbp, formatMxn, mxnEstimate } from './money';

describe('formatGbp', () => {
  it('formats pounds in en-GB without decimals', () => {
    expect(formatGbp(15000, 'en-GB')).toBe('£15,000');
    expect(formatGbp(28950.6, 'en-GB')).toBe('£28,951');
    expect(formatGbp(0, 'en-GB')).toBe('£0');
  });
});

describe('formatMxn', () => {
  it('formats pesos with the dollar sign and no decimals in both languages', () => {
    expect(formatMxn(512000, 'es-MX')).toBe('$512,000');
    expect(formatMxn(512000, 'en-GB')).toBe('$512,000');
  });
});

describe('mxnEstimate', () => {
  const rate = { gbpToMxn: 24.5, date: '2026-11-28' };

  it('converts at the given rate and rounds large amounts to the thousand', () => {
    expect(mxnEstimate(20_900, rate)).toBe(512_000);
    expect(mxnEstimate(15_000, rate)).toBe(368_000);
  });

  it('rounds small amounts to the ten', () => {
    expect(mxnEstimate(19, rate)).toBe(470);
  });

  it('gives nothing without a usable rate', () => {
    expect(mxnEstimate(1000, null)).toBeNull();
    expect(mxnEstimate(1000, { gbpToMxn: 0, date: '2026-11-28' })).toBeNull();
    expect(mxnEstimate(1000, { gbpToMxn: Number.NaN, date: '2026-11-28' })).toBeNull();
  });
});

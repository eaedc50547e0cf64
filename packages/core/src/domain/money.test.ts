import { describe, expect, it } from 'vitest';
import { formatGbp, formatMxn } from './money';

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

import { describe, expect, it } from 'vitest';
import { formatGbp } from './money';

describe('formatGbp', () => {
  it('formats pounds in en-GB without decimals', () => {
    expect(formatGbp(15000, 'en-GB')).toBe('£15,000');
    expect(formatGbp(28950.6, 'en-GB')).toBe('£28,951');
    expect(formatGbp(0, 'en-GB')).toBe('£0');
  });
});

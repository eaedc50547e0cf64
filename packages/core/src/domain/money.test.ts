import { describe, expect, it } from 'vitest';
import { formatGbp } from './money';

describe('formatGbp', () => {
  it('formats pounds in en-GB without decimals', () => {
    expect(formatGbp(15000)).toBe('£15,000');
    expect(formatGbp(28950.6)).toBe('£28,951');
    expect(formatGbp(0)).toBe('£0');
  });
});

import { describe, expect, it } from 'vitest';
import { DRAFT_HINTS } from './draft-hints';

describe('draft hints', () => {
  it('gives a few distinct hints', () => {
    expect(DRAFT_HINTS.length).toBeGreaterThan(1);
    expect(new Set(DRAFT_HINTS).size).toBe(DRAFT_HINTS.length);
  });
});

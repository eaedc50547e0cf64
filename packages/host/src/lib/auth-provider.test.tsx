import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth-provider';

describe('useAuth', () => {
  it("fails with SPEC §8's message outside an AuthProvider", () => {
    // React reports the thrown render error on the console as well; keep the output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });
});

import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';

// Not '@testing-library/jest-dom/vitest': pnpm can link jest-dom to another copy
// of vitest than the runner's, and extending that copy breaks `.rejects`.
expect.extend(matchers);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.className = '';
});

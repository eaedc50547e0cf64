import { preloadBehaviours } from '@puente/ui';
import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { AvatarMenu } from '../components/layouts/avatar-menu';

// Not '@testing-library/jest-dom/vitest': pnpm can link jest-dom to another copy
// of vitest than the runner's, and extending that copy breaks `.rejects`.
expect.extend(matchers);

// Lazy routes and real timers on a busy 2-core CI machine: wait up to 5 s for what a user would see.
configure({ asyncUtilTimeout: 5000 });

// Screens act faster than a chunk arrives; the ui kit's tests cover its parts before theirs.
beforeAll(() => Promise.all([preloadBehaviours(), AvatarMenu.preload()]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.className = '';
});

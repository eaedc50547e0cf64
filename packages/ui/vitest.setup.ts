import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Real timers on a busy 2-core CI machine: wait up to 5 s for what a user would see.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

import type { Page } from '@playwright/test';

/**
 * Console errors and uncaught exceptions a page produces, as it produces them; a journey ends
 * with none. `expected` passes over the console errors a journey causes by design.
 */
export function watchProblems(page: Page, expected: (text: string) => boolean = () => false) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Signed out, `GET /api/user` answers 401 by design, and Chromium logs it. */
export const signedOutUser = (text: string) => text.includes('401 (Unauthorized)');

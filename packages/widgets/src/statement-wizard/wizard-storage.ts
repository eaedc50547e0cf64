import type { StatementReview } from '@puente/core';
import {
  EMPTY_WIZARD,
  type StatementReviewHandover,
  type WizardState,
} from './use-statement-wizard';

/*
 * The wizard and the essay feedback page keep their work in this tab's
 * sessionStorage, so a reload (or going back and forth between them) loses
 * nothing and nothing outlives the tab.
 */
const WIZARD_KEY = 'puente-statement-wizard';
const REVIEW_KEY = 'puente-statement-review';

function read(key: string): unknown {
  try {
    const stored = sessionStorage.getItem(key);
    return stored === null ? null : JSON.parse(stored);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the page still works, it only forgets on reload.
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The wizard as this tab left it, or null. */
export function readWizardState(): WizardState | null {
  const stored = read(WIZARD_KEY);
  if (!isObject(stored) || !['questionnaire', 'outline', 'draft'].includes(String(stored.step))) {
    return null;
  }
  const state = { ...EMPTY_WIZARD, ...stored } as WizardState;
  // An outline step without an outline cannot be shown: start from the questionnaire.
  return state.step !== 'questionnaire' && !state.outline
    ? { ...state, step: 'questionnaire' }
    : state;
}

/** Keeps the wizard's state for this tab; null forgets it. */
export function keepWizardState(state: WizardState | null): void {
  write(WIZARD_KEY, state);
}

function isReview(value: unknown): value is StatementReview {
  return isObject(value) && Array.isArray(value.paragraphs) && typeof value.wordCount === 'number';
}

/** The draft and review Generate Feedback handed to the feedback page, or null. */
export function readReviewHandover(): StatementReviewHandover | null {
  const stored = read(REVIEW_KEY);
  if (!isObject(stored) || typeof stored.draft !== 'string' || !isReview(stored.review)) {
    return null;
  }
  return { draft: stored.draft, review: stored.review };
}

/** Hands a draft and its review to the feedback page (and keeps them across a reload). */
export function keepReviewHandover(handover: StatementReviewHandover): void {
  write(REVIEW_KEY, handover);
}

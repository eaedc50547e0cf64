import { reviewStatementText } from '@puente/core';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_WIZARD } from './use-statement-wizard';
import {
  keepReviewHandover,
  keepWizardState,
  readReviewHandover,
  readWizardState,
} from './wizard-storage';

afterEach(() => sessionStorage.clear());

describe('wizard storage', () => {
  it('keeps the wizard for this tab and forgets it on request', () => {
    expect(readWizardState()).toBeNull();
    const state = { ...EMPTY_WIZARD, answers: { goals: 'Engineer' } };
    keepWizardState(state);
    expect(readWizardState()).toEqual(state);
    keepWizardState(null);
    expect(readWizardState()).toBeNull();
  });

  it('reads damaged or impossible states safely', () => {
    sessionStorage.setItem('puente-statement-wizard', '{not json');
    expect(readWizardState()).toBeNull();
    sessionStorage.setItem('puente-statement-wizard', JSON.stringify({ step: 'outline' }));
    expect(readWizardState()?.step).toBe('questionnaire');
  });

  it('hands a draft and its review over, and ignores anything else', () => {
    const handover = { draft: 'My draft', review: reviewStatementText('My draft') };
    keepReviewHandover(handover);
    expect(readReviewHandover()).toEqual(handover);
    sessionStorage.setItem('puente-statement-review', JSON.stringify({ draft: 'x' }));
    expect(readReviewHandover()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPAIGN_QUESTIONS } from '../sample/advisor';
import {
  addCampaignQuestion,
  editCampaignQuestion,
  removeCampaignQuestion,
} from './campaign-questions';

describe('campaign questions', () => {
  it('adds blank questions with fresh ids, even after a removal', () => {
    const added = addCampaignQuestion(DEFAULT_CAMPAIGN_QUESTIONS);
    expect(added.at(-1)).toEqual({ id: 3, text: '' });
    const afterRemoval = addCampaignQuestion(removeCampaignQuestion(added, 2));
    expect(afterRemoval.map((q) => q.id)).toEqual([1, 3, 4]);
    expect(addCampaignQuestion([], 'Why?')).toEqual([{ id: 1, text: 'Why?' }]);
  });

  it('edits one question and leaves the defaults untouched', () => {
    const edited = editCampaignQuestion(DEFAULT_CAMPAIGN_QUESTIONS, 2, 'Where next?');
    expect(edited.map((q) => q.text)).toEqual([DEFAULT_CAMPAIGN_QUESTIONS[0]?.text, 'Where next?']);
    expect(DEFAULT_CAMPAIGN_QUESTIONS[1]?.text).not.toBe('Where next?');
  });

  it('can remove every question', () => {
    const none = DEFAULT_CAMPAIGN_QUESTIONS.reduce(
      (list, q) => removeCampaignQuestion(list, q.id),
      [...DEFAULT_CAMPAIGN_QUESTIONS],
    );
    expect(none).toEqual([]);
  });
});

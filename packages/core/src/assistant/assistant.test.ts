import { describe, expect, it } from 'vitest';
import { NO_DELAYS } from '../domain/delays';
import { COUNSELOR_STUDENT } from '../sample/counselor-student';
import { SUGGESTED_UNIVERSITIES } from '../sample/suggested-universities';
import { ADVISOR_SCRIPT, ADVISOR_SUMMARY, advisorChat } from './advisor-chat-script';
import { createCannedAssistant } from './assistant';
import { REGENERATED_PARAGRAPH_TWO } from './statement-helpers';

const assistant = createCannedAssistant({ delays: NO_DELAYS });

describe('canned assistant', () => {
  it('replies to the advisor chat with the next scripted line', async () => {
    const start = advisorChat.initial();
    expect(await assistant.chatReply(start.messages, 'hi')).toBe(ADVISOR_SCRIPT[0]);
    const afterOne = advisorChat.botReplied(
      advisorChat.sendUserMessage(start, 'hi'),
      ADVISOR_SCRIPT[0],
    );
    expect(await assistant.chatReply(afterOne.messages, 'more')).toBe(ADVISOR_SCRIPT[1]);
  });

  it('summarises the advisor chat in four points', async () => {
    expect(await assistant.chatSummary([])).toEqual([...ADVISOR_SUMMARY]);
  });

  it('answers counselor questions and parent messages by keyword', async () => {
    expect((await assistant.askAboutStudent('robotics?', COUNSELOR_STUDENT)).id).toMatch(
      /Biomedical/,
    );
    expect((await assistant.parentReply('FAFSA?')).id).toMatch(/FAFSA/);
  });

  it('generates and regenerates outlines', async () => {
    const outline = await assistant.generateOutline({ motivation: 'I love biology' });
    expect(outline.introduction).toContain('I love biology');
    const regenerated = await assistant.regenerateOutline(outline, 'more detail');
    expect(regenerated.paragraphTwo).toBe(REGENERATED_PARAGRAPH_TWO);
  });

  it('reviews and re-reviews a statement with the fixed score', async () => {
    expect(await assistant.reviewStatement('My essay.')).toMatchObject({ score: 8.5 });
    expect(await assistant.reReviewStatement('My essay.')).toMatchObject({
      status: 'Ready to Submit',
    });
  });

  it('keeps the college list as it is after feedback', async () => {
    const list = await assistant.updateCollegeList('More in Scotland', SUGGESTED_UNIVERSITIES);
    expect(list).toEqual(SUGGESTED_UNIVERSITIES);
  });

  it('rejects with the reason when the call is cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new Error('closed'));
    await expect(assistant.parentReply('hi', { signal: controller.signal })).rejects.toThrow(
      'closed',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  EXPLORING_INTERESTS_ID,
  INTRO_CONVERSATION_ID,
  sampleConversations,
} from './conversations';
import { RECOMMENDED_CONTENT, sampleCounselorNotes } from './counselor-cards';
import { CHECK_INS, COUNSELOR_STUDENT } from './counselor-student';
import { firstNameOf, profileLines } from './student-profile';
import { SUGGESTED_UNIVERSITIES } from './suggested-universities';

const today = new Date('2026-12-06T10:00:00Z');
const CONVERSATIONS = sampleConversations(today);

describe('counselor sample', () => {
  it('opens the Scripts tab on the first conversation', () => {
    expect(CONVERSATIONS[0]?.id).toBe(INTRO_CONVERSATION_ID);
  });

  it('links profile lines to the Exploring Interests conversation', () => {
    const conversation = CONVERSATIONS.find((c) => c.id === EXPLORING_INTERESTS_ID);
    expect(conversation?.title).toBe('Exploring Interests');
    expect(CONVERSATIONS.map((c) => c.id)).toEqual(['intro', 'interests']);
  });

  it("dates the conversations and the notes from the check-in's day, so the demo is never a year old", () => {
    expect(CONVERSATIONS.map((c) => c.date)).toEqual(['2026-11-15', '2026-11-29']);
    expect(sampleCounselorNotes(today).lastUpdated).toBe('2026-11-29');
    expect(sampleConversations(new Date('2031-03-01T23:30:00Z'))[1]?.date).toBe('2031-02-22');
  });

  it('splits multi-line profile fields into their lines', () => {
    expect(profileLines(COUNSELOR_STUDENT.interests)).toHaveLength(3);
    expect(profileLines(' a \n\n b ')).toEqual(['a', 'b']);
    expect(firstNameOf(COUNSELOR_STUDENT)).toBe('Sofía');
  });

  it('suggests 7 universities with admission rates from 4% to 20%', () => {
    const rates = SUGGESTED_UNIVERSITIES.map((u) => Number.parseFloat(u.admissionRate));
    expect(rates).toHaveLength(7);
    expect(Math.min(...rates)).toBe(4);
    expect(Math.max(...rates)).toBe(20);
    expect(SUGGESTED_UNIVERSITIES.every((u) => u.admissionRate.endsWith('%'))).toBe(true);
  });

  it('recommends an article, a video and a workshop', () => {
    expect(RECOMMENDED_CONTENT.map((c) => [c.id, c.type])).toEqual([
      [1, 'Article'],
      [2, 'Video'],
      [3, 'Workshop'],
    ]);
  });

  it('titles the second check-in as the SPEC does', () => {
    expect(CHECK_INS[1]).toMatchObject({
      path: '/check-in-2',
      title: 'Check-In #2',
      subtitle: 'Student profile review and pre-meeting assessment',
    });
  });
});

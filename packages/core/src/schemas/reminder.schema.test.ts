import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  campaignRequestSchema,
  noticesReadRequestSchema,
  reminderRequestSchema,
  taskAnswerRequestSchema,
} from './reminder.schema';

const messages = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe('a reminder', () => {
  it('keeps its message as typed, newlines and spaces included', () => {
    const message = '  Hi {studentName},\n\n<b>see you</b>  ';
    const parsed = v.parse(reminderRequestSchema, { studentIds: [1, 2], message });
    expect(parsed.message).toBe(message);
  });

  it('refuses an empty message, a long one and control characters', () => {
    expect(messages(v.safeParse(reminderRequestSchema, { studentIds: [1], message: ' ' }))).toEqual(
      ['Write a message'],
    );
    expect(
      messages(v.safeParse(reminderRequestSchema, { studentIds: [1], message: 'a'.repeat(2001) })),
    ).toEqual(['A reminder must be at most 2,000 characters']);
    expect(
      messages(v.safeParse(reminderRequestSchema, { studentIds: [1], message: 'a\u0000b' })),
    ).toEqual(['A reminder must not contain control characters']);
  });

  it('refuses no students and a huge list with one message', () => {
    expect(messages(v.safeParse(reminderRequestSchema, { studentIds: [], message: 'Hi' }))).toEqual(
      ['Choose at least one student'],
    );
    const huge = Array.from({ length: 30_000 }, () => 'x');
    expect(
      messages(v.safeParse(reminderRequestSchema, { studentIds: huge, message: 'Hi' })),
    ).toEqual(['Send to at most 200 students at once']);
  });
});

describe('a campaign', () => {
  it('needs a title and between one and ten questions', () => {
    expect(
      messages(v.safeParse(campaignRequestSchema, { studentIds: [1], title: '', questions: [] })),
    ).toEqual(['Give the campaign a title', 'Add at least one question']);
    const eleven = Array.from({ length: 11 }, (_, index) => `Question ${index}`);
    expect(
      messages(
        v.safeParse(campaignRequestSchema, { studentIds: [1], title: 'T', questions: eleven }),
      ),
    ).toEqual(['A campaign asks at most 10 questions']);
  });
});

describe('an answer and a read', () => {
  it('limits an answer to 2,000 characters', () => {
    expect(messages(v.safeParse(taskAnswerRequestSchema, { answer: 'a'.repeat(2001) }))).toEqual([
      'An answer must be at most 2,000 characters',
    ]);
  });

  it('marks every notice when no ids are given', () => {
    expect(v.parse(noticesReadRequestSchema, {})).toEqual({});
    expect(v.parse(noticesReadRequestSchema, { ids: [3] })).toEqual({ ids: [3] });
  });
});

import { describe, expect, it } from 'vitest';
import { STATEMENT_TOPICS } from './statement-topics';

describe('statement topics', () => {
  it('suggests distinct topics, each with a prompt', () => {
    expect(STATEMENT_TOPICS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(STATEMENT_TOPICS.map(({ title }) => title)).size).toBe(STATEMENT_TOPICS.length);
    for (const topic of STATEMENT_TOPICS) expect(topic.prompt.trim()).not.toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { NO_DELAYS } from '../domain/delays';
import { ADVISOR_SUMMARY } from './advisor-chat-script';
import { createCannedAssistant } from './assistant';
import { createLazyCannedAssistant, isLazyAssistant } from './lazy-assistant';

describe('createLazyCannedAssistant', () => {
  it('answers every call as the canned assistant does', async () => {
    const lazy = createLazyCannedAssistant({ delays: NO_DELAYS });
    const canned = createCannedAssistant({ delays: NO_DELAYS });
    expect(Object.keys(lazy).sort()).toEqual([...Object.keys(canned), 'preload'].sort());
    expect(isLazyAssistant(lazy)).toBe(true);
    expect(isLazyAssistant(canned)).toBe(false);
    expect(await lazy.chatSummary([])).toEqual([...ADVISOR_SUMMARY]);
    expect(await lazy.reviewStatement('I want to study medicine.')).toEqual(
      await canned.reviewStatement('I want to study medicine.'),
    );
  });

  it('cancels like the canned assistant', async () => {
    const lazy = createLazyCannedAssistant();
    const stop = new AbortController();
    const reply = lazy.parentReply('Hola', { signal: stop.signal });
    stop.abort(new Error('closed'));
    await expect(reply).rejects.toThrow('closed');
  });
});

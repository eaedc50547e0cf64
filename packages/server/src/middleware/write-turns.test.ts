import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, HttpError } from '../errors';
import { writeTurns } from './write-turns';

const write = { path: '/api/student-info' } as Context;

/** A write that holds its turn until `release` is called. */
function held() {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { next: () => done, release };
}

describe('write turns', () => {
  it('answers 503 to a write that waited its limit for a turn, and the next one still gets one', async () => {
    const turns = writeTurns(1, () => false, 50);
    const first = held();
    const running = turns(write, first.next);

    const waited = turns(write, async () => {});
    await expect(waited).rejects.toThrow(HttpError);
    await expect(waited).rejects.toMatchObject({ status: 503, message: DATABASE_UNAVAILABLE });

    // The write that gave up left the line: the turn goes to the next one.
    let ran = false;
    const next = turns(write, async () => {
      ran = true;
    });
    first.release();
    await running;
    await next;
    expect(ran).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { sleep } from './sleep';

afterEach(() => {
  vi.useRealTimers();
});

describe('sleep', () => {
  it('settles at zero without a timer', async () => {
    vi.useFakeTimers();
    await expect(sleep(0)).resolves.toBeUndefined();
  });

  it('waits the given time', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = sleep(1500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('rejects with the abort reason when cancelled midway', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = sleep(2000, controller.signal);
    controller.abort(new Error('left the page'));
    await expect(waiting).rejects.toThrow('left the page');
  });

  it('rejects at once when already aborted, even at zero', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(sleep(0, controller.signal)).rejects.toThrow('gone');
  });
});

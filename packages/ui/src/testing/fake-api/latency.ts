import { delay } from 'msw';

/** How long the fake API takes to answer each kind of request, in milliseconds. */
export interface Latency {
  catalogue: number;
  signIn: number;
  register: number;
  waitlist: number;
  saveProfile: number;
  select: number;
  remove: number;
}

/** Tests: every answer at once. */
export const NO_LATENCY: Latency = {
  catalogue: 0,
  signIn: 0,
  register: 0,
  waitlist: 0,
  saveProfile: 0,
  select: 0,
  remove: 0,
};

/** Stories: slow enough that a busy state shows, as on a real network. */
export const REALISTIC_LATENCY: Latency = {
  catalogue: 300,
  signIn: 400,
  register: 600,
  waitlist: 600,
  saveProfile: 800,
  select: 400,
  remove: 600,
};

/** Waits `ms`; not even a timer at 0, so a test's answer comes in the same turn. */
export async function wait(ms: number): Promise<void> {
  if (ms > 0) await delay(ms);
}

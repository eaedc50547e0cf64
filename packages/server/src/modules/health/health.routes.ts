import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import { setJsonBody } from '../../answer-headers';
import type { WriteFailures } from './write-failures';

/** The health check's path (a load balancer's probe). */
export const HEALTH_PATH = '/api/health';

const CHECK_TIMEOUT_MS = 2000;
/** How long one answer of the database stands for every probe after it. */
export const HEALTH_MAX_AGE_MS = 1000;

/** Whether the database answers, as of at most `maxAgeMs` ago. */
export type HealthCheck = () => Promise<boolean>;

export interface HealthCheckOptions {
  em: EntityManager;
  maxAgeMs?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/**
 * Asks the database (`select 1`) at most once per `maxAgeMs`, whatever the
 * number of probes: the ones in between get the last answer, and the ones
 * that arrive while a check runs wait for that check rather than start their
 * own. So a probe is never more than `maxAgeMs` behind the truth.
 */
export function createHealthCheck({
  em,
  maxAgeMs = HEALTH_MAX_AGE_MS,
  now = Date.now,
}: HealthCheckOptions): HealthCheck {
  let last: { up: boolean; at: number } | undefined;
  let running: Promise<boolean> | undefined;
  return () => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.up);
    if (!running) {
      const at = now();
      running = databaseAnswers(em).then((up) => {
        last = { up, at };
        running = undefined;
        return up;
      });
    }
    return running;
  };
}

// Serialised once: the two answers never change.
const UP = JSON.stringify({ status: 'ok', database: 'up' });
const DOWN = JSON.stringify({ status: 'unavailable', database: 'down' });
const DEGRADED = JSON.stringify({ status: 'degraded', database: 'up', writes: 'failing' });

/**
 * GET /api/health: 200 when the database answers, 503 when it does not; 503
 * `degraded` too while PostgreSQL refuses writes for want of disk space or
 * memory (reads are still served, but a load balancer's readiness check
 * should send students elsewhere).
 */
export function healthRoutes({
  check,
  writes,
}: {
  check: HealthCheck;
  writes?: WriteFailures;
}): Router {
  return new Router().get(HEALTH_PATH, async (ctx) => {
    const up = await check();
    const degraded = up && writes?.failing() === true;
    ctx.status = up && !degraded ? 200 : 503;
    setJsonBody(ctx, degraded ? DEGRADED : up ? UP : DOWN);
  });
}

async function databaseAnswers(em: EntityManager): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const attempt = () =>
    em
      .getConnection()
      .execute('select 1')
      .then(() => true as const)
      .catch(() => false as const);
  // A pooled connection PostgreSQL closed (a restart, a terminated backend) fails once and is
  // dropped: the database only counts as down when a second connection fails too.
  const check = attempt().then((up) => up || attempt());
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

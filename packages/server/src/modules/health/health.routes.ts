import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';

const CHECK_TIMEOUT_MS = 2000;

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function healthRoutes({ em }: { em: EntityManager }): Router {
  return new Router().get('/api/health', async (ctx) => {
    const up = await databaseAnswers(em);
    ctx.status = up ? 200 : 503;
    ctx.body = up ? { status: 'ok', database: 'up' } : { status: 'unavailable', database: 'down' };
  });
}

async function databaseAnswers(em: EntityManager): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const check = em
    .getConnection()
    .execute('select 1')
    .then(() => true as const)
    .catch(() => false as const);
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

import { Router } from '@koa/router';
import { programmeQuerySchema } from '@puente/core';
import type { Context } from 'koa';
import { notFound } from '../../errors';
import { idParam, validQuery } from '../../middleware/request-params';
import type { CatalogueAnswer, ProgrammeCatalogue } from './programme-catalogue';

// Public and the same for everyone: browsers and caches may keep it a minute.
const CACHE_CONTROL = 'public, max-age=60';
const PROGRAM_NOT_FOUND = 'Program not found';

/**
 * GET /api/foundation-programs (?q, subject, region, page, pageSize) and
 * GET /api/foundation-programs/:id — public (see public-paths.ts), answered
 * from the in-memory catalogue with an ETag, so a repeat read is a 304.
 */
export function programmeRoutes({ catalogue }: { catalogue: ProgrammeCatalogue }): Router {
  return new Router()
    .get('/api/foundation-programs', async (ctx) => {
      const query = validQuery(ctx, programmeQuerySchema);
      send(ctx, await catalogue.search(query));
    })
    .get('/api/foundation-programs/:id', async (ctx) => {
      const id = idParam(ctx, () => notFound(PROGRAM_NOT_FOUND));
      const answer = await catalogue.programme(id);
      if (!answer) throw notFound(PROGRAM_NOT_FOUND);
      send(ctx, answer);
    });
}

function send(ctx: Context, { body, etag }: CatalogueAnswer) {
  ctx.status = 200;
  ctx.set('Cache-Control', CACHE_CONTROL);
  ctx.etag = etag;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  ctx.body = body;
}

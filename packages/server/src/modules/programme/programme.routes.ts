import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type MatchProfile,
  matchProfileOf,
  type ProgrammeQuery,
  programmeQuerySchema,
} from '@puente/core';
import type { Context } from 'koa';
import { JSON_TYPE, varyOn } from '../../answer-headers';
import { notFound } from '../../errors';
import { idParam, validQuery } from '../../middleware/request-params';
import { SESSION_COOKIE } from '../session/session.middleware';
import { signedInUserId } from '../session/sign-in';
import { findStudentInfo } from '../student-info/student-info.repository';
import type { CatalogueAnswer, ProgrammeCatalogue } from './programme-catalogue';

// Public and the same for everyone: browsers and caches may keep it a minute.
const CACHE_CONTROL = 'public, max-age=60';
// Ordered by one student's match: theirs alone.
const STUDENT_CACHE_CONTROL = 'private, max-age=60';
const PROGRAMMES_PATH = '/api/foundation-programs';
const PROGRAMME_NOT_FOUND = /*i18n*/ 'Program not found';

/**
 * Whether a list request reads the signed-in student's profile: the match sort
 * or 'meets my grades', from a browser that holds a session cookie. Only such
 * a request pays for the session (public paths otherwise read none).
 */
export function wantsStudentProfile(ctx: Context): boolean {
  // Asked of every public read: the cheap tests first (no cookie jar without a
  // Cookie header), the query string's parsing last.
  if (!isProgrammeList(ctx.path) || ctx.req.headers.cookie === undefined) return false;
  if (!ctx.cookies.get(SESSION_COOKIE)) return false;
  const { sort, meetsGrades } = ctx.query;
  return sort === 'match' || meetsGrades === 'true';
}

/** Whether `path` is the list's, with any trailing slashes. */
function isProgrammeList(path: string): boolean {
  if (!path.startsWith(PROGRAMMES_PATH)) return false;
  for (let at = PROGRAMMES_PATH.length; at < path.length; at += 1) {
    if (path[at] !== '/') return false;
  }
  return true;
}

// Only the match sort and 'meets my grades' use a profile.
const usesProfile = (query: ProgrammeQuery) => query.sort === 'match' || query.meetsGrades === true;

async function studentProfile(ctx: Context, em: EntityManager): Promise<MatchProfile | null> {
  const userId = wantsStudentProfile(ctx) ? signedInUserId(ctx) : undefined;
  if (userId === undefined) return null;
  return matchProfileOf(await findStudentInfo(em, userId));
}

/**
 * GET /api/foundation-programs (?q, subject, region, sort, maxFees, ielts,
 * start, open, meetsGrades, page, pageSize) and GET /api/foundation-programs/:id
 * — public (see public-paths.ts), answered from the in-memory catalogue with an
 * ETag, so a repeat read is a 304. The match sort and 'meets my grades' use the
 * signed-in student's profile, when there is one (the default match otherwise).
 */
export function programmeRoutes({
  catalogue,
  em,
}: {
  catalogue: ProgrammeCatalogue;
  em: EntityManager;
}): Router {
  return new Router()
    .get(PROGRAMMES_PATH, async (ctx) => {
      const query = validQuery(ctx, programmeQuerySchema);
      const profile = usesProfile(query) ? await studentProfile(ctx, em) : null;
      send(ctx, await catalogue.search(query, { profile }), profile !== null);
    })
    .get('/api/foundation-programs/:id', async (ctx) => {
      const id = idParam(ctx, () => notFound(PROGRAMME_NOT_FOUND));
      const answer = await catalogue.programme(id);
      if (!answer) throw notFound(PROGRAMME_NOT_FOUND);
      send(ctx, answer);
    });
}

function send(ctx: Context, { body, etag }: CatalogueAnswer, personal = false) {
  ctx.status = 200;
  ctx.set('Cache-Control', personal ? STUDENT_CACHE_CONTROL : CACHE_CONTROL);
  // The same URL answers a signed-in student in their own order.
  if (isProgrammeList(ctx.path)) varyOn(ctx, 'Cookie');
  // The catalogue's ETags are quoted already (what `ctx.etag =` checks for).
  ctx.set('ETag', etag);
  // `ctx.fresh` copies the answer's headers to compare them: only worth it for a revalidation.
  const { headers } = ctx.req;
  if ((headers['if-none-match'] || headers['if-modified-since']) && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.set('Content-Type', JSON_TYPE);
  ctx.body = body;
}

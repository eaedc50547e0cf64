import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  handOffAcceptRequestSchema,
  handOffRequestSchema,
  type SelectedProgramme,
} from '@puente/core';
import type { Context } from 'koa';
import { clientAddress } from '../../client-address';
import { conflict, HttpError, notFound, validationFailed } from '../../errors';
import { validBody } from '../../middleware/json-body';
import { tokenParam } from '../../middleware/request-params';
import { member, SIGNED_IN } from '../access/access';
import type { LimitedRouteOptions } from '../common/route-options';
import { tokenHashOf } from '../common/tokens';
import { authRateRules, tooManyWaitlistRequests } from '../rate-limit/auth-rate-limits';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import { joinSchool, lockedUser, membershipOf, WRONG_ACCOUNT } from '../school/membership';
import { findSchoolBySiteKey } from '../school/school.repository';
import { selectProgramme } from '../selection/selection.repository';
import type { HandOff } from './hand-off.entity';
import {
  createHandOff,
  existingPicks,
  findHandOff,
  handOffProgrammes,
} from './hand-off.repository';

/** POST /api/hand-offs: a school's page calls it from its own origin, without cookies. */
export const HAND_OFFS_PATH = '/api/hand-offs';

const LINK_NOT_VALID = /*i18n*/ 'This link is not valid';
const LINK_EXPIRED = /*i18n*/ 'This link has expired';
const LINK_USED = /*i18n*/ 'This link has already been used';
const NOT_IN_HAND_OFF = /*i18n*/ 'Choose programs from this link';

/**
 * Hand-offs from a school's page (docs/product/schools.md, "Attribution"):
 * the picks that exist in the catalogue behind an opaque token, attributed
 * to the school only when the browser's Origin is one of its websites; the
 * student then saves the ones they choose and decides whether to join.
 */
export function handOffRoutes({ em, rateLimits, sessions }: LimitedRouteOptions): {
  /** POST /api/hand-offs, from a school's page: public, no session (public-paths.ts). */
  open: Router;
  /** A hand-off's preview and its acceptance, same-origin with the session. */
  signedIn: Router;
} {
  const limiter = createRateLimiter(em);
  const rules = authRateRules(rateLimits);

  async function live(on: EntityManager, ctx: Context, lock: boolean): Promise<HandOff> {
    const hash = tokenHashOf(tokenParam(ctx));
    const handOff = hash ? await findHandOff(on, hash, { lock }) : null;
    if (!handOff) throw notFound(LINK_NOT_VALID);
    if (handOff.expiresAt <= new Date()) throw new HttpError(410, LINK_EXPIRED);
    return handOff;
  }

  const open = new Router().post(HAND_OFFS_PATH, async (ctx) => {
    const request = validBody(ctx, handOffRequestSchema);
    await limiter.charge([rules.handOff(clientAddress(ctx))], tooManyWaitlistRequests);
    const origin = ctx.get('Origin');
    const keyed = request.siteKey ? await findSchoolBySiteKey(em, request.siteKey) : null;
    // The browser sets Origin and a page cannot: only the school's own websites are its.
    const school = keyed && origin !== '' && keyed.origins.includes(origin) ? keyed : null;
    const picks = await existingPicks(em, request.picks);
    const { token } = await createHandOff(em, { picks, school, origin });
    ctx.status = 201;
    ctx.body = {
      token,
      link: `/auth?mode=register&handoff=${token}`,
      school: school ? { id: school.id, name: school.name } : null,
    };
  });

  const signedIn = new Router()
    .get(`${HAND_OFFS_PATH}/:token`, async (ctx) => {
      const handOff = await live(em, ctx, false);
      ctx.body = {
        programmes: await handOffProgrammes(em, handOff.picks),
        school: handOff.school ? { id: handOff.school.id, name: handOff.school.name } : null,
        expiresAt: handOff.expiresAt.toISOString(),
      };
    })
    .post(`${HAND_OFFS_PATH}/:token/accept`, async (ctx) => {
      const me = await member(ctx, SIGNED_IN);
      const request = validBody(ctx, handOffAcceptRequestSchema);
      const result = await em.transactional(async (tx) => {
        const handOff = await live(tx, ctx, true);
        if (handOff.acceptedBy && handOff.acceptedBy.id !== me.id) {
          throw new HttpError(410, LINK_USED);
        }
        const chosen = [...new Set(request.programmeIds)];
        if (chosen.some((id) => !handOff.picks.includes(id))) {
          throw validationFailed({ programmeIds: [NOT_IN_HAND_OFF] });
        }
        const user = await lockedUser(tx, me.id);
        if (request.joinSchool && handOff.school) {
          if (user.role !== 'student') throw conflict(WRONG_ACCOUNT);
          joinSchool(user, handOff.school, 'student');
          user.cameFrom = handOff.origin;
          user.cameFromSchool = handOff.school;
        }
        handOff.acceptedBy = user;
        handOff.acceptedAt ??= new Date();
        await tx.flush();
        const selections: SelectedProgramme[] = [];
        for (const id of chosen) selections.push((await selectProgramme(tx, me.id, id)).selection);
        return { selections, membership: membershipOf(user) };
      });
      sessions.forgetUser(me.id);
      ctx.body = result;
    });
  return { open, signedIn };
}

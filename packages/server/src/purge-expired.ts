import type { Orm } from './db';
import { purgeExpiredDevices } from './modules/auth/known-device';
import { purgeExpiredDataViews } from './modules/data-view/data-view.repository';
import { purgeExpiredHandOffs } from './modules/hand-off/hand-off.repository';
import { purgeExpiredPasswordResets } from './modules/password-reset/password-reset.repository';
import { purgeExpiredRateLimits } from './modules/rate-limit/rate-limiter';
import { purgeExpiredSessions } from './modules/session/session-store';

/**
 * Deletes every row whose time is up: sessions, attempt counters whose window
 * is over, device tokens past their end, hand-offs past their day, reset links past their hour, a deleted student's
 * school's record of who read their data past its retention. main.ts runs it hourly; each table
 * then holds at most an hour of dead rows however many are made.
 */
export async function purgeExpired(orm: Orm) {
  return {
    sessions: await purgeExpiredSessions(orm),
    rateLimits: await purgeExpiredRateLimits(orm.em),
    devices: await purgeExpiredDevices(orm.em),
    handOffs: await purgeExpiredHandOffs(orm.em),
    passwordResets: await purgeExpiredPasswordResets(orm.em),
    dataViews: await purgeExpiredDataViews(orm.em),
  };
}

import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../user/user.entity';

const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    /** 32 random bytes, base64url: the cookie's value. */
    id: p.text().primary(),
    data: p.json<Record<string, unknown>>(),
    /**
     * The row is dead after this, whatever the cookie says: the idle timeout,
     * pushed forward while the session is used, never past `absoluteExpiresAt`.
     */
    expiresAt: p.datetime().index(),
    /** The absolute timeout: however busy, the session ends here (sign in again). */
    absoluteExpiresAt: p.datetime(),
    /** Who signed in with it, so all of a user's sessions can be ended at once. */
    user: () => p.manyToOne(User).nullable().deleteRule('cascade').index(),
  },
});

/** A signed-in browser (koa-session's external store). */
export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);

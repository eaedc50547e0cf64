import { defineEntity, p } from '@mikro-orm/core';
import { notifySessionChange, whenAny } from '../common/session-changes';
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
  // Every process forgets a session it keeps when it ends or changes
  // (session-cache.ts); pushing the idle deadline forward is no change to tell.
  triggers: [
    { name: 'notify_ended', timing: 'after', events: ['delete'], body: notifySessionChange('s') },
    {
      name: 'notify_changed',
      timing: 'after',
      events: ['update'],
      when: whenAny(
        ['new.expires_at < old.expires_at', 'new.absolute_expires_at < old.absolute_expires_at'],
        ['data', 'user_id'],
      ),
      body: notifySessionChange('s'),
    },
  ],
});

/** A signed-in browser (koa-session's external store). */
export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);

import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../user/user.entity';

const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    /** 32 random bytes, base64url: the cookie's value. */
    id: p.text().primary(),
    data: p.json<Record<string, unknown>>(),
    /** The row is dead after this, whatever the cookie says. */
    expiresAt: p.datetime().index(),
    /** Who signed in with it, so all of a user's sessions can be ended at once. */
    user: () => p.manyToOne(User).nullable().deleteRule('cascade').index(),
  },
});

/** A signed-in browser (koa-session's external store). */
export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);

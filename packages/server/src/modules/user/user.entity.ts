import { defineEntity, p } from '@mikro-orm/core';
import { id } from '../common/columns';
import { notifySessionChange, whenAny } from '../common/session-changes';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: id(),
    username: p.text().unique(),
    /** The username's key (username-key.ts): unique, so `Ana` and `ａｎａ` are one account. */
    usernameKey: p.text().unique('users_username_key_unique'),
    /** The scrypt hash string (see auth/password.ts), never the password. */
    password: p.text().hidden().lazy(),
    email: p.text(),
    firstName: p.text().nullable(),
    lastName: p.text().nullable(),
    /** The school's site (its origin) the student registered from, through its programme finder. */
    schoolOrigin: p.text().nullable().index(),
  },
  // Sessions carry their user's name and email (session-store.ts): each process forgets them.
  triggers: [
    {
      name: 'notify_changed',
      timing: 'after',
      events: ['update'],
      when: whenAny([], ['username', 'email', 'first_name', 'last_name']),
      body: notifySessionChange('u'),
    },
  ],
});

/** A student account (SPEC §3 `users`). */
export class User extends UserSchema.class {}
UserSchema.setClass(User);

import { defineEntity, p } from '@mikro-orm/core';
import { id } from '../common/columns';
import { notifySessionChange, whenAny } from '../common/session-changes';
import { School } from '../school/school.entity';

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
    /** student, counselor, parent or admin (core's ROLES; docs/product/schools.md). */
    role: p.text().default('student'),
    /** The school a student, counselor or admin belongs to; a parent belongs to none. */
    school: () => p.manyToOne(School).nullable().deleteRule('set null').index(),
    /** A student's counselor in their school: whose caseload they are in (null: nobody's yet). */
    counselor: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    /** When the user joined that school. */
    schoolJoinedAt: p.datetime().nullable(),
    /**
     * The school's website the student came from: through a verified hand-off
     * (`cameFromSchool` set), or named by an old `school=` link (unverified).
     */
    cameFrom: p.text().nullable(),
    cameFromSchool: () => p.manyToOne(School).nullable().deleteRule('set null'),
    /** A student lets their linked parents read their statements' text (docs/product/schools.md). */
    sharesStatement: p.boolean().default(false),
    /** The privacy notice's version the user accepted at registration (core's PRIVACY_NOTICE_VERSION). */
    privacyNoticeVersion: p.text().nullable(),
    /** When they accepted it; null for accounts made before consent was asked, or by a school. */
    privacyConsentedAt: p.datetime().nullable(),
  },
  checks: [
    {
      name: 'users_role_check',
      expression: "role in ('student', 'counselor', 'parent', 'admin')",
    },
  ],
  // Sessions carry their user's name, email, role and school (session-store.ts): each process forgets them.
  triggers: [
    {
      name: 'notify_changed',
      timing: 'after',
      events: ['update'],
      when: whenAny([], ['username', 'email', 'first_name', 'last_name', 'role', 'school_id']),
      body: notifySessionChange('u'),
    },
  ],
});

/** An account (SPEC §3 `users`): a student, or a school's staff, or a parent. */
export class User extends UserSchema.class {}
UserSchema.setClass(User);

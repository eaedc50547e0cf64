import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../common/columns';
import { SESSION_CHANGES_CHANNEL } from '../common/session-changes';

const SchoolSchema = defineEntity({
  name: 'School',
  tableName: 'schools',
  properties: {
    id: id(),
    name: p.text(),
    city: p.text(),
    country: p.text(),
    /** The websites (origins) where the school embeds Puente: hand-offs from them are its own. */
    origins: p.array().defaultRaw("'{}'"),
    /** The public key its elements carry: `pk_` and 24 base64url characters. */
    siteKey: p.text().unique(),
    /** What Ask AI should know about the school: the admin's plain-text entries, in order. */
    aiContext: p.array().defaultRaw("'{}'"),
    createdAt: createdAt(),
  },
  // Sessions carry their user's school name (session-store.ts): a rename is a change to each member's.
  triggers: [
    {
      name: 'notify_renamed',
      timing: 'after',
      events: ['update'],
      when: '(new.name IS DISTINCT FROM old.name)',
      body: `perform pg_notify('${SESSION_CHANGES_CHANNEL}', 'u:' || u.id) from users u where u.school_id = old.id; return null;`,
    },
  ],
});

/** A school's workspace (docs/product/schools.md). */
export class School extends SchoolSchema.class {}
SchoolSchema.setClass(School);

import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../common/columns';

const WaitlistEntrySchema = defineEntity({
  name: 'WaitlistEntry',
  tableName: 'waitlist',
  properties: {
    id: id(),
    name: p.text(),
    /** Stored lower-cased (the core schema normalises it), so one row per address. */
    email: p.text().unique(),
    schoolName: p.text(),
    createdAt: createdAt(),
  },
});

/** A school counselor waiting for access (SPEC §3 `waitlist`). */
export class WaitlistEntry extends WaitlistEntrySchema.class {}
WaitlistEntrySchema.setClass(WaitlistEntry);

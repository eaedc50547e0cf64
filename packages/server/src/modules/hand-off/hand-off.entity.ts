import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../common/columns';
import { School } from '../school/school.entity';
import { User } from '../user/user.entity';

const HandOffSchema = defineEntity({
  name: 'HandOff',
  tableName: 'hand_offs',
  properties: {
    id: id(),
    /** SHA-256 of the link's token (hex). */
    tokenHash: p.text().unique(),
    /** The school, only when the request's Origin was one of its registered websites. */
    school: () => p.manyToOne(School).nullable().deleteRule('cascade').index(),
    /** That Origin, kept with the school it proved. */
    origin: p.text().nullable(),
    /** Catalogue ids that existed when the hand-off was made, in the page's order. */
    picks: p.json<number[]>(),
    createdAt: createdAt(),
    expiresAt: p.datetime().index(),
    acceptedBy: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    acceptedAt: p.datetime().nullable(),
  },
});

/** Picks handed over from a school's page, behind an opaque token (docs/product/schools.md). */
export class HandOff extends HandOffSchema.class {}
HandOffSchema.setClass(HandOff);

import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../common/columns';
import { School } from '../school/school.entity';
import { User } from '../user/user.entity';

const InvitationSchema = defineEntity({
  name: 'Invitation',
  tableName: 'invitations',
  properties: {
    id: id(),
    /** The school it invites into; null for the parent of a student in no school. */
    school: () => p.manyToOne(School).nullable().deleteRule('cascade').index(),
    /** SHA-256 of the link's token (hex): the token itself is never stored. */
    tokenHash: p.text().unique(),
    role: p.text(),
    name: p.text().default(''),
    email: p.text().default(''),
    /** For a parent's invitation: the child. */
    student: () => p.manyToOne(User).nullable().deleteRule('cascade').index(),
    /**
     * For a parent's invitation from an import: the child's own invitation.
     * It can be accepted once the child has accepted theirs.
     */
    forInvitation: () =>
      p
        .manyToOne(Invitation)
        .nullable()
        .deleteRule('cascade')
        .index()
        .joinColumn('for_invitation_id'),
    invitedBy: () => p.manyToOne(User).deleteRule('cascade').index(),
    emailed: p.boolean().default(false),
    createdAt: createdAt(),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    acceptedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    revokedAt: p.datetime().nullable(),
  },
  checks: [
    { name: 'invitations_role_check', expression: "role in ('counselor', 'student', 'parent')" },
  ],
});

/** A single-use, expiring link into a school or to a child (docs/product/schools.md). */
export class Invitation extends InvitationSchema.class {}
InvitationSchema.setClass(Invitation);

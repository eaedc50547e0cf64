import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../common/columns';
import { User } from '../user/user.entity';

const PasswordResetSchema = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_resets',
  properties: {
    id: id(),
    /** SHA-256 of the link's token (hex): the token itself is never stored. */
    tokenHash: p.text().unique(),
    /** Whose password the link sets. */
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    /** The counselor or admin who made it for a student; null when asked for by email. */
    issuedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: createdAt(),
    expiresAt: p.datetime().index(),
    usedAt: p.datetime().nullable(),
  },
});

/** A single-use, hour-long link that sets an account's password (docs/product/accounts.md). */
export class PasswordReset extends PasswordResetSchema.class {}
PasswordResetSchema.setClass(PasswordReset);

import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../user/user.entity';

const KnownDeviceSchema = defineEntity({
  name: 'KnownDevice',
  tableName: 'known_devices',
  properties: {
    /** SHA-256 of the device cookie's token (hex): the token itself is never stored. */
    tokenHash: p.text().primary(),
    /** The student who signed in on this browser. */
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    /** The cookie's own end; the row is purged after it. */
    expiresAt: p.datetime().index(),
  },
});

/** A browser a student has signed in on before (OWASP's "device cookie"). */
export class KnownDevice extends KnownDeviceSchema.class {}
KnownDeviceSchema.setClass(KnownDevice);

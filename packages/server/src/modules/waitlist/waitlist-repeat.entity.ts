import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../common/columns';

const WaitlistRepeatSchema = defineEntity({
  name: 'WaitlistRepeat',
  tableName: 'waitlist_repeats',
  properties: {
    id: id(),
    email: p.text().index(),
    name: p.text(),
    schoolName: p.text(),
    createdAt: createdAt(),
  },
});

/**
 * A later request for an email already on the waitlist. The first entry is
 * never overwritten (anyone can type anyone's email); a person reads these.
 */
export class WaitlistRepeat extends WaitlistRepeatSchema.class {}
WaitlistRepeatSchema.setClass(WaitlistRepeat);

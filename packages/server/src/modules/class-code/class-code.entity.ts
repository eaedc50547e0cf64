import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../common/columns';
import { School } from '../school/school.entity';
import { User } from '../user/user.entity';

const ClassCodeSchema = defineEntity({
  name: 'ClassCode',
  tableName: 'class_codes',
  properties: {
    id: id(),
    school: () => p.manyToOne(School).deleteRule('cascade').index(),
    /** Eight characters of core's CLASS_CODE_PATTERN, unique across schools. */
    code: p.text().unique(),
    label: p.text(),
    maxUses: p.integer(),
    uses: p.integer().default(0),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: createdAt(),
    revokedAt: p.datetime().nullable(),
  },
  // The cap holds even if two joins race: the database refuses a use past it.
  checks: [{ name: 'class_codes_uses_check', expression: 'uses >= 0 and uses <= max_uses' }],
});

/** A code a class uses to join its school, up to `maxUses` times. */
export class ClassCode extends ClassCodeSchema.class {}
ClassCodeSchema.setClass(ClassCode);

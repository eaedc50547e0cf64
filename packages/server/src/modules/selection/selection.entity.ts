import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../common/columns';
import { Programme } from '../programme/programme.entity';
import { User } from '../user/user.entity';

const SelectionSchema = defineEntity({
  name: 'Selection',
  tableName: 'selected_programs',
  properties: {
    id: id(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    programme: () => p.manyToOne(Programme).joinColumn('program_id').deleteRule('cascade'),
    personalStatement: p.text().nullable(),
    status: p.text().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  uniques: [{ properties: ['user', 'programme'] }],
});

/** A programme a student saved to apply to (SPEC §3 `selected_programs`). */
export class Selection extends SelectionSchema.class {}
SelectionSchema.setClass(Selection);

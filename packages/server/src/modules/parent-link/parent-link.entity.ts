import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../common/columns';
import { User } from '../user/user.entity';

const ParentLinkSchema = defineEntity({
  name: 'ParentLink',
  tableName: 'parent_links',
  properties: {
    id: id(),
    parent: () => p.manyToOne(User).deleteRule('cascade'),
    /** Keyed by the student: a student's own rows follow them, whatever their school. */
    student: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: createdAt(),
  },
  uniques: [{ properties: ['parent', 'student'] }],
});

/** A parent or guardian linked to one of their children. */
export class ParentLink extends ParentLinkSchema.class {}
ParentLinkSchema.setClass(ParentLink);

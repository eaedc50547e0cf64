import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../common/columns';
import { School } from '../school/school.entity';
import { User } from '../user/user.entity';

const ContentAssignmentSchema = defineEntity({
  name: 'ContentAssignment',
  tableName: 'content_assignments',
  properties: {
    id: id(),
    student: () => p.manyToOne(User).deleteRule('cascade'),
    /** The school whose staff assigned it. */
    school: () => p.manyToOne(School).deleteRule('cascade'),
    assignedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    assignedByName: p.text(),
    /** One of core's recommended resources. */
    contentId: p.integer(),
    createdAt: createdAt(),
    /** Set by the student alone. */
    completedAt: p.datetime().nullable(),
  },
  // Assigning the same resource twice keeps the one assignment (and its Completed state).
  uniques: [{ properties: ['student', 'school', 'contentId'] }],
});

/** Recommended content a counselor assigned to a student (docs/product/tracker.md). */
export class ContentAssignment extends ContentAssignmentSchema.class {}
ContentAssignmentSchema.setClass(ContentAssignment);

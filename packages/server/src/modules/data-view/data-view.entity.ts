import { defineEntity, p } from '@mikro-orm/core';
import { id } from '../common/columns';
import { School } from '../school/school.entity';
import { User } from '../user/user.entity';

const DataViewEntrySchema = defineEntity({
  name: 'DataViewEntry',
  tableName: 'data_views',
  properties: {
    id: id(),
    /**
     * Whose data was read; null once they deleted their account and the row
     * stays as the school's record until `keptUntil` (data-view.repository.ts).
     */
    student: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    /** The school whose staff read it; null for a parent's read, which is no school's record. */
    school: () => p.manyToOne(School).nullable().deleteRule('cascade'),
    /** Who read it; the name and role are kept as they were, should the account go. */
    viewer: () => p.manyToOne(User).nullable().deleteRule('set null'),
    viewerName: p.text(),
    viewerRole: p.text(),
    /** 'profile' or 'programmes' (core's DataViewed). */
    what: p.text(),
    viewedAt: p
      .datetime()
      .defaultRaw('current_timestamp')
      .onCreate(() => new Date()),
    /** Set when the student deletes their account: the day the hourly purge deletes the row. */
    keptUntil: p.datetime().nullable().index(),
  },
  indexes: [{ properties: ['student', 'viewedAt'] }],
  // A row that names no student always has its day to go.
  checks: [
    {
      name: 'data_views_kept_until_check',
      expression: 'student_id is not null or kept_until is not null',
    },
  ],
});

/** One read of a student's data by staff or a parent, shown to the student while they have an account. */
export class DataViewEntry extends DataViewEntrySchema.class {}
DataViewEntrySchema.setClass(DataViewEntry);

import { defineEntity, p } from '@mikro-orm/core';
import { id } from '../common/columns';
import { User } from '../user/user.entity';

const DataViewEntrySchema = defineEntity({
  name: 'DataViewEntry',
  tableName: 'data_views',
  properties: {
    id: id(),
    /** Whose data was read. */
    student: () => p.manyToOne(User).deleteRule('cascade'),
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
  },
  indexes: [{ properties: ['student', 'viewedAt'] }],
});

/** One read of a student's data by staff or a parent, shown to the student. */
export class DataViewEntry extends DataViewEntrySchema.class {}
DataViewEntrySchema.setClass(DataViewEntry);

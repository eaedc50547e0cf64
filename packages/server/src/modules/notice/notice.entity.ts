import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../common/columns';
import { School } from '../school/school.entity';
import { User } from '../user/user.entity';

const NoticeSchema = defineEntity({
  name: 'Notice',
  tableName: 'notices',
  properties: {
    id: id(),
    /** The school whose staff sent it. */
    school: () => p.manyToOne(School).deleteRule('cascade'),
    student: () => p.manyToOne(User).deleteRule('cascade'),
    /** Who sent it; their name is kept as it was, should the account go. */
    sender: () => p.manyToOne(User).nullable().deleteRule('set null'),
    senderName: p.text(),
    /** The reminder as the counselor typed it, the student's name filled in. Never read as HTML. */
    message: p.text(),
    createdAt: createdAt(),
    readAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['student', 'createdAt'] }],
});

/** A reminder delivered to one student (the bell on their dashboard). */
export class Notice extends NoticeSchema.class {}
NoticeSchema.setClass(Notice);

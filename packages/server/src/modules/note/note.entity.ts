import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../common/columns';
import { School } from '../school/school.entity';
import { User } from '../user/user.entity';

const CounselorNoteSchema = defineEntity({
  name: 'CounselorNote',
  tableName: 'counselor_notes',
  properties: {
    id: id(),
    /** Whom the note is about. */
    student: () => p.manyToOne(User).deleteRule('cascade'),
    /** The school whose staff wrote it: a student who leaves takes no staff notes along. */
    school: () => p.manyToOne(School).deleteRule('cascade'),
    /** Who wrote it; the name is kept as it was, should the account go. */
    author: () => p.manyToOne(User).nullable().deleteRule('set null'),
    authorName: p.text(),
    /** As typed (core's counselorNoteRequestSchema), shown as text, never HTML. */
    text: p.text(),
    /** 'private' (staff only) or 'shared' (the student sees it). */
    visibility: p.text(),
    createdAt: createdAt(),
  },
  indexes: [{ properties: ['student', 'school', 'createdAt'] }],
  checks: [
    {
      name: 'counselor_notes_visibility_check',
      expression: "visibility in ('private', 'shared')",
    },
  ],
});

/** A counselor's note on a student (docs/product/tracker.md): private to staff or shared with the student. */
export class CounselorNote extends CounselorNoteSchema.class {}
CounselorNoteSchema.setClass(CounselorNote);

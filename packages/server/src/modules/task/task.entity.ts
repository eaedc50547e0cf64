import { defineEntity, p } from '@mikro-orm/core';
import { id } from '../common/columns';
import { School } from '../school/school.entity';
import { User } from '../user/user.entity';
import { Campaign } from './campaign.entity';

const TaskSchema = defineEntity({
  name: 'Task',
  tableName: 'tasks',
  properties: {
    id: id(),
    school: () => p.manyToOne(School).deleteRule('cascade'),
    campaign: () => p.manyToOne(Campaign).deleteRule('cascade').index(),
    student: () => p.manyToOne(User).deleteRule('cascade').index(),
    /** Which of the campaign's questions (0-based). */
    position: p.integer(),
    question: p.text(),
    /** The student's answer as typed; null until they answer. */
    answer: p.text().nullable(),
    answeredAt: p.datetime().nullable(),
  },
});

/** One campaign question for one student to answer. */
export class Task extends TaskSchema.class {}
TaskSchema.setClass(Task);

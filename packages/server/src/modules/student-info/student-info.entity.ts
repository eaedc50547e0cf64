import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../common/columns';
import { User } from '../user/user.entity';

const StudentInfoSchema = defineEntity({
  name: 'StudentInfo',
  tableName: 'student_info',
  properties: {
    id: id(),
    /** One academic profile per student. */
    user: () => p.oneToOne(User).owner().deleteRule('cascade'),
    intendedSubject: p.array().nullable(),
    currentYear: p.text().nullable(),
    mathScore: p.integer().nullable(),
    chemistryScore: p.integer().nullable(),
    biologyScore: p.integer().nullable(),
    physicsScore: p.integer().nullable(),
    mathNotTaken: p.boolean().default(false),
    chemistryNotTaken: p.boolean().default(false),
    biologyNotTaken: p.boolean().default(false),
    physicsNotTaken: p.boolean().default(false),
    overallGpa: p.text().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

/** A student's academic profile (SPEC §3 `student_info`). */
export class StudentInfo extends StudentInfoSchema.class {}
StudentInfoSchema.setClass(StudentInfo);

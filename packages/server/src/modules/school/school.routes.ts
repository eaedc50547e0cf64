import { Router } from '@koa/router';
import {
  createSchoolRequestSchema,
  schoolSettingsRequestSchema,
  studentImportRequestSchema,
} from '@puente/core';
import type { Context } from 'koa';
import { notFound, validationFailed } from '../../errors';
import { translate, translateWith } from '../../i18n';
import { validBody } from '../../middleware/json-body';
import { idParam } from '../../middleware/request-params';
import { ADMIN, member, STUDENT, staffMember } from '../access/access';
import { rememberDevice } from '../auth/known-device';
import type { PasswordHasher } from '../auth/password';
import { createRegistrar } from '../auth/registration';
import type { LimitedRouteOptions } from '../common/route-options';
import { newInvitation, toInvitationAnswer } from '../invitation/invitation.repository';
import { emailInvitation } from '../invitation/invitation-mail';
import type { Mailer } from '../mail/mailer';
import { signIn } from '../session/sign-in';
import { toUserAnswer } from '../user/user.repository';
import { leaveSchool, lockedUser, membershipOf } from './membership';
import {
  createSchool,
  findSchool,
  memberIds,
  saveSchoolSettings,
  schoolStaff,
  schoolStudent,
  schoolStudents,
  toSchoolDetails,
} from './school.repository';
import { type ImportRowProblem, readStudentImport } from './student-import';
import { readStudentRecord, STUDENT_NOT_FOUND } from './student-record';

/** POST /api/schools hashes the admin's password, as registering does. */
export const CREATE_SCHOOL_PATH = '/api/schools';

// The most problems an import answers; the rest are counted in one last line.
const PROBLEMS_LISTED = 50;
const SCHOOL_NOT_FOUND = /*i18n*/ 'School not found';

export interface SchoolRoutesOptions extends LimitedRouteOptions {
  mailer: Mailer;
  publicUrl: string | undefined;
  /** The admin is registered as /api/register registers a student. */
  hasher: PasswordHasher;
}

/**
 * A school's workspace (docs/product/schools.md): creating it, its settings,
 * its students and staff for its staff, the CSV import, and a student
 * leaving it.
 */
export function schoolRoutes(options: SchoolRoutesOptions): Router {
  const { em, sessions } = options;
  const register = createRegistrar(options);
  return new Router()
    .post(CREATE_SCHOOL_PATH, async (ctx) => {
      const request = validBody(ctx, createSchoolRequestSchema);
      // The school and its admin are written in one flush, or neither.
      const school = createSchool(em, request);
      const admin = await register(ctx, request, { role: 'admin', school });
      await signIn(ctx, admin.id, { rememberMe: false });
      await rememberDevice(ctx, em, admin.id);
      ctx.status = 201;
      ctx.body = toUserAnswer(admin);
    })
    .get('/api/school', async (ctx) => {
      const me = await staffMember(ctx);
      const school = await findSchool(em, me.school.id);
      if (!school) throw notFound(SCHOOL_NOT_FOUND);
      ctx.body = toSchoolDetails(school);
    })
    .put('/api/school', async (ctx) => {
      const me = await staffMember(ctx, ADMIN);
      const settings = validBody(ctx, schoolSettingsRequestSchema);
      const school = await findSchool(em, me.school.id);
      if (!school) throw notFound(SCHOOL_NOT_FOUND);
      const renamed = school.name !== settings.schoolName;
      await saveSchoolSettings(em, school, settings);
      // Every member's session carries the name: forgotten here at once, elsewhere on notice.
      if (renamed) for (const id of await memberIds(em, school.id)) sessions.forgetUser(id);
      ctx.body = toSchoolDetails(school);
    })
    .get('/api/school/students', async (ctx) => {
      const me = await staffMember(ctx);
      ctx.body = await schoolStudents(em, me.school.id);
    })
    .get('/api/school/students/:id', async (ctx) => {
      const me = await staffMember(ctx);
      const studentNotFound = () => notFound(STUDENT_NOT_FOUND);
      const student = await schoolStudent(em, me.school.id, idParam(ctx, studentNotFound));
      if (!student) throw studentNotFound();
      ctx.body = await readStudentRecord(em, student, me);
    })
    .get('/api/school/staff', async (ctx) => {
      const me = await staffMember(ctx, ADMIN);
      ctx.body = await schoolStaff(em, me.school.id);
    })
    .post('/api/school/import', async (ctx) => {
      const me = await staffMember(ctx, ADMIN);
      const { csv } = validBody(ctx, studentImportRequestSchema);
      const reading = readStudentImport(csv);
      if (!reading.ok) throw validationFailed({ rows: await describe(ctx, reading.problems) });
      // Every invitation or none, in one flush.
      const made = reading.students.flatMap((student) => {
        const own = newInvitation(em, {
          schoolId: me.school.id,
          role: 'student',
          name: `${student.firstName} ${student.lastName}`,
          email: student.email,
          invitedBy: me.id,
        });
        if (student.parentEmail === '') return [own];
        const parent = newInvitation(em, {
          schoolId: me.school.id,
          role: 'parent',
          name: '',
          email: student.parentEmail,
          invitedBy: me.id,
          forInvitation: own.invitation,
        });
        return [own, parent];
      });
      await em.flush();
      for (const { invitation, token } of made) {
        invitation.emailed = await emailInvitation(ctx, options, {
          email: invitation.email,
          role: invitation.role as 'student' | 'parent',
          token,
          inviter: me.name,
          school: me.school.name,
        });
      }
      await em.flush();
      ctx.status = 201;
      ctx.body = {
        invitations: made.map(({ invitation, token }) => toInvitationAnswer(invitation, token)),
      };
    })
    .delete('/api/user/school', async (ctx) => {
      const me = await member(ctx, STUDENT);
      const user = await em.transactional(async (tx) => {
        const locked = await lockedUser(tx, me.id);
        await leaveSchool(tx, locked);
        return locked;
      });
      sessions.forgetUser(me.id);
      ctx.body = membershipOf(user);
    });
}

/** The import's problems as the admin reads them, in their language: "Row 3: …". */
async function describe(ctx: Context, problems: ImportRowProblem[]): Promise<string[]> {
  const lines = await Promise.all(
    problems.slice(0, PROBLEMS_LISTED).map(async ({ row, message, values }) => {
      const problem = values
        ? await translateWith(ctx, message, values)
        : await translate(ctx, message);
      return row === undefined
        ? problem
        : translateWith(ctx, /*i18n*/ 'Row {row}: {problem}', { row, problem });
    }),
  );
  const more = problems.length - PROBLEMS_LISTED;
  if (more > 0) {
    lines.push(
      await translateWith(
        ctx,
        /*i18n*/ '…and {count, plural, one {# more problem} other {# more problems}}',
        { count: more },
      ),
    );
  }
  return lines;
}

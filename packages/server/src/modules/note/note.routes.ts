import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { counselorNoteRequestSchema } from '@puente/core';
import { validBody } from '../../middleware/json-body';
import { member, STUDENT, staffMember } from '../access/access';
import { staffStudentId } from '../school/student-record';
import { addNote, listSharedNotes, listStaffNotes } from './note.repository';

/**
 * Counselor notes (docs/product/tracker.md): the school's staff write and read
 * them on their students; a student reads the ones shared with them.
 */
export function noteRoutes({ em }: { em: EntityManager }): Router {
  return new Router()
    .get('/api/school/students/:id/notes', async (ctx) => {
      const me = await staffMember(ctx);
      const studentId = await staffStudentId(ctx, em, me);
      ctx.body = await listStaffNotes(em, me.school.id, studentId);
    })
    .post('/api/school/students/:id/notes', async (ctx) => {
      const me = await staffMember(ctx);
      const studentId = await staffStudentId(ctx, em, me);
      const request = validBody(ctx, counselorNoteRequestSchema);
      ctx.status = 201;
      ctx.body = await addNote(em, me, studentId, request);
    })
    .get('/api/user/notes', async (ctx) => {
      const me = await member(ctx, STUDENT);
      ctx.body = me.school ? await listSharedNotes(em, me.id, me.school.id) : [];
    });
}

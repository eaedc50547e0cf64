import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  assignmentProgressRequestSchema,
  contentAssignmentRequestSchema,
  RECOMMENDED_CONTENT,
} from '@puente/core';
import { notFound, validationFailed } from '../../errors';
import { validBody } from '../../middleware/json-body';
import { idParam } from '../../middleware/request-params';
import { member, STUDENT, staffMember } from '../access/access';
import { staffStudentId } from '../school/student-record';
import { assignContent, listAssignments, markAssignment } from './assignment.repository';

const ASSIGNMENT_NOT_FOUND = /*i18n*/ 'Assignment not found';
const NOT_IN_THE_LIST = /*i18n*/ 'Choose content from the list';

/**
 * Assigned content (docs/product/tracker.md): the school's staff assign a
 * recommended resource to a student and see its state; the student marks it
 * completed, which is theirs alone to change.
 */
export function assignmentRoutes({ em }: { em: EntityManager }): Router {
  return new Router()
    .get('/api/school/students/:id/assignments', async (ctx) => {
      const me = await staffMember(ctx);
      const studentId = await staffStudentId(ctx, em, me);
      ctx.body = await listAssignments(em, studentId, me.school.id);
    })
    .post('/api/school/students/:id/assignments', async (ctx) => {
      const me = await staffMember(ctx);
      const studentId = await staffStudentId(ctx, em, me);
      const { contentId } = validBody(ctx, contentAssignmentRequestSchema);
      if (!RECOMMENDED_CONTENT.some((item) => item.id === contentId)) {
        throw validationFailed({ contentId: [NOT_IN_THE_LIST] });
      }
      const { assignment, created } = await assignContent(em, me, studentId, contentId);
      ctx.status = created ? 201 : 200;
      ctx.body = assignment;
    })
    .get('/api/user/assignments', async (ctx) => {
      const me = await member(ctx, STUDENT);
      ctx.body = me.school ? await listAssignments(em, me.id, me.school.id) : [];
    })
    .put('/api/user/assignments/:id', async (ctx) => {
      const me = await member(ctx, STUDENT);
      const missing = () => notFound(ASSIGNMENT_NOT_FOUND);
      const assignmentId = idParam(ctx, missing);
      const { completed } = validBody(ctx, assignmentProgressRequestSchema);
      const answer = await markAssignment(em, me.id, assignmentId, completed);
      if (!answer) throw missing();
      ctx.body = answer;
    });
}

import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { statementSharingRequestSchema } from '@puente/core';
import { notFound } from '../../errors';
import { validBody } from '../../middleware/json-body';
import { idParam } from '../../middleware/request-params';
import { member, PARENT, STUDENT } from '../access/access';
import { recordDataViews } from '../data-view/data-view.repository';
import { anyStudent } from '../school/school.repository';
import { readStudentRecord, STUDENT_NOT_FOUND } from '../school/student-record';
import { listTasks } from '../task/task.repository';
import { saveStatementSharing, sharesStatement } from '../user/statement-sharing';
import { childrenOf, isLinked, parentsOf, unlink } from './parent-link.repository';

const PARENT_NOT_FOUND = /*i18n*/ 'Parent not found';
const studentNotFound = () => notFound(STUDENT_NOT_FOUND);
const parentNotFound = () => notFound(PARENT_NOT_FOUND);

/**
 * A parent's children, read-only (a statement's text only when the student
 * shares it; their counselor's questions, never the answers), and a student's parents and whether they share their
 * statements. Either side can remove the link; a child or parent not linked
 * is a 404, as an unknown id.
 */
export function parentLinkRoutes({ em }: { em: EntityManager }): Router {
  return new Router()
    .get('/api/children', async (ctx) => {
      const me = await member(ctx, PARENT);
      ctx.body = await childrenOf(em, me.id);
    })
    .get('/api/children/:id', async (ctx) => {
      const me = await member(ctx, PARENT);
      const childId = idParam(ctx, studentNotFound);
      const child = (await isLinked(em, me.id, childId)) ? await anyStudent(em, childId) : null;
      if (!child) throw studentNotFound();
      ctx.body = await readStudentRecord(em, child, me);
    })
    .get('/api/children/:id/tasks', async (ctx) => {
      const me = await member(ctx, PARENT);
      const childId = idParam(ctx, studentNotFound);
      if (!(await isLinked(em, me.id, childId))) throw studentNotFound();
      const tasks = await listTasks(em, childId);
      await recordDataViews(em, childId, me, ['tasks']);
      ctx.body = tasks.map(({ answer: _answer, ...task }) => task);
    })
    .delete('/api/children/:id', async (ctx) => {
      const me = await member(ctx, PARENT);
      if (!(await unlink(em, me.id, idParam(ctx, studentNotFound)))) throw studentNotFound();
      ctx.body = { ok: true };
    })
    .get('/api/user/parents', async (ctx) => {
      const me = await member(ctx, STUDENT);
      ctx.body = await parentsOf(em, me.id);
    })
    .get('/api/user/statement-sharing', async (ctx) => {
      const me = await member(ctx, STUDENT);
      ctx.body = { shared: await sharesStatement(em, me.id) };
    })
    .put('/api/user/statement-sharing', async (ctx) => {
      const me = await member(ctx, STUDENT);
      const { shared } = validBody(ctx, statementSharingRequestSchema);
      await saveStatementSharing(em, me.id, shared);
      ctx.body = { shared };
    })
    .delete('/api/user/parents/:id', async (ctx) => {
      const me = await member(ctx, STUDENT);
      if (!(await unlink(em, idParam(ctx, parentNotFound), me.id))) throw parentNotFound();
      ctx.body = { ok: true };
    });
}

import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { personalStatementRequestSchema, selectProgrammeRequestSchema } from '@puente/core';
import { notFound } from '../../errors';
import { validBody } from '../../middleware/json-body';
import { idParam } from '../../middleware/request-params';
import { requireSignedIn } from '../session/sign-in';
import {
  listSelections,
  removeSelection,
  SELECTION_NOT_FOUND,
  saveStatement,
  selectProgramme,
} from './selection.repository';

const selectionNotFound = () => notFound(SELECTION_NOT_FOUND);

/**
 * The signed-in student's selected programmes (SPEC §7). Each student sees
 * and changes only their own rows; another student's id is a 404.
 */
export function selectionRoutes({ em }: { em: EntityManager }): Router {
  return new Router()
    .get('/api/selected-programs', async (ctx) => {
      const userId = requireSignedIn(ctx);
      ctx.body = await listSelections(em, userId);
    })
    .post('/api/selected-programs', async (ctx) => {
      const userId = requireSignedIn(ctx);
      const { programId } = validBody(ctx, selectProgrammeRequestSchema);
      const { selection, created } = await selectProgramme(em, userId, programId);
      ctx.status = created ? 201 : 200;
      ctx.body = selection;
    })
    .delete('/api/selected-programs/:id', async (ctx) => {
      const userId = requireSignedIn(ctx);
      await removeSelection(em, userId, idParam(ctx, selectionNotFound));
      ctx.body = { ok: true };
    })
    .put('/api/selected-programs/:id/personal-statement', async (ctx) => {
      const userId = requireSignedIn(ctx);
      const id = idParam(ctx, selectionNotFound);
      const { personalStatement } = validBody(ctx, personalStatementRequestSchema);
      ctx.body = await saveStatement(em, userId, id, personalStatement);
    });
}

import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  checkTrackerChange,
  personalStatementRequestSchema,
  selectProgrammeRequestSchema,
  trackerUpdateSchema,
} from '@puente/core';
import { notFound, validationFailed } from '../../errors';
import { validBody } from '../../middleware/json-body';
import { idParam } from '../../middleware/request-params';
import { member, STUDENT } from '../access/access';
import { requireSignedIn } from '../session/sign-in';
import {
  findTracker,
  listSelections,
  removeSelection,
  SELECTION_NOT_FOUND,
  saveStatement,
  saveTracker,
  selectProgramme,
} from './selection.repository';

const selectionNotFound = () => notFound(SELECTION_NOT_FOUND);

/**
 * The signed-in student's selected programmes (SPEC §7). Each student sees
 * and changes only their own rows; another student's id is a 404.
 */
export function selectionRoutes({
  em,
  now = () => new Date(),
}: {
  em: EntityManager;
  /** The clock the tracker's "not in the future" reads; tests fix it. */
  now?: () => Date;
}): Router {
  return (
    new Router()
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
      })
      // The student's own tracker (docs/product/tracker.md): a move back or a
      // future day is a 400 with the field's message, and changes nothing.
      .put('/api/selected-programs/:id/tracker', async (ctx) => {
        const { id: userId } = await member(ctx, STUDENT);
        const id = idParam(ctx, selectionNotFound);
        const change = validBody(ctx, trackerUpdateSchema);
        // A second try only when another request moved the stage between the read and the write.
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const current = await findTracker(em, userId, id);
          if (!current) throw selectionNotFound();
          const checked = checkTrackerChange(current, change, now());
          if (!checked.ok) throw validationFailed(checked.errors);
          const saved = await saveTracker(em, userId, id, current.stage, checked.tracker);
          if (saved) {
            ctx.body = saved;
            return;
          }
        }
        throw selectionNotFound();
      })
  );
}

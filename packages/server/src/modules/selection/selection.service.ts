import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { NEW_SELECTION_STATUS, type SelectedProgramme } from '@puente/core';
import { notFound } from '../../errors';
import { Programme } from '../programme/programme.entity';
import { type ProgrammeFields, toFoundationProgramme } from '../programme/programme-answer';
import { User } from '../user/user.entity';
import { Selection } from './selection.entity';

export const PROGRAMME_NOT_FOUND = /*i18n*/ 'Program not found';
export const SELECTION_NOT_FOUND = /*i18n*/ 'Selection not found';

// A student's most frequent read: written out, and its rows turned into the
// answer without entities. The query builder cost about three quarters of
// em.find's CPU here, and making managed entities (em.map) most of the rest
// (docs/performance.md).
const LIST_SELECTIONS = `select s.id, s.user_id, s.program_id, s.personal_statement, s.status,
    s.created_at, s.updated_at, to_jsonb(p) as programme
  from selected_programs s join foundation_year_info p on p.id = s.program_id
  where s.user_id = ? order by s.created_at desc, s.id desc`;

/** The student's selections, newest first, each with its programme, as the API answers them. */
export async function listSelections(
  em: EntityManager,
  userId: number,
): Promise<SelectedProgramme[]> {
  const rows = await em
    .getConnection()
    .execute<Record<string, unknown>[]>(
      LIST_SELECTIONS,
      [userId],
      'all',
      em.getTransactionContext(),
    );
  const driver = em.getDriver();
  const metadata = em.getMetadata();
  return rows.map(({ programme, ...row }: Record<string, unknown>) =>
    selectedProgrammeOf(
      driver.mapResult(row, metadata.get(Selection)) as SelectionFields,
      userId,
      driver.mapResult(
        programme as Record<string, unknown>,
        metadata.get(Programme),
      ) as ProgrammeFields,
    ),
  );
}

/**
 * Adds the programme to the student's selections with status 'Not Started',
 * or answers the selection they already have: one row per student and programme.
 */
export async function selectProgramme(
  em: EntityManager,
  userId: number,
  programId: number,
): Promise<{ selection: Selection; created: boolean }> {
  const existing = await em.findOne(
    Selection,
    { user: userId, programme: programId },
    { populate: ['programme'] },
  );
  if (existing) return { selection: existing, created: false };

  const programme = await em.findOne(Programme, programId);
  if (!programme) throw notFound(PROGRAMME_NOT_FOUND);
  const selection = em.create(Selection, {
    user: em.getReference(User, userId),
    programme,
    status: NEW_SELECTION_STATUS,
    personalStatement: null,
  });
  try {
    await em.flush();
    return { selection, created: true };
  } catch (error) {
    // A double click selected it twice at once: the other request's row is the one.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return selectProgramme(em, userId, programId);
  }
}

/** Removes one of the student's own selections; anyone else's is a 404, as an unknown one. */
export async function removeSelection(
  em: EntityManager,
  userId: number,
  selectionId: number,
): Promise<void> {
  const removed = await em.nativeDelete(Selection, { id: selectionId, user: userId });
  if (removed === 0) throw notFound(SELECTION_NOT_FOUND);
}

/** Saves the statement text (encoded by the client, stored as is) on the student's own selection. */
export async function saveStatement(
  em: EntityManager,
  userId: number,
  selectionId: number,
  personalStatement: string,
): Promise<Selection> {
  const selection = await em.findOne(
    Selection,
    { id: selectionId, user: userId },
    { populate: ['programme'] },
  );
  if (!selection) throw notFound(SELECTION_NOT_FOUND);
  selection.personalStatement = personalStatement;
  await em.flush();
  return selection;
}

type SelectionFields = Pick<
  Selection,
  'id' | 'status' | 'personalStatement' | 'createdAt' | 'updatedAt'
>;

/** The selection as the API answers it (core's SelectedProgramme). */
export function toSelectedProgramme(selection: Selection): SelectedProgramme {
  return selectedProgrammeOf(selection, selection.user.id, selection.programme as Programme);
}

function selectedProgrammeOf(
  selection: SelectionFields,
  userId: number,
  programme: ProgrammeFields,
): SelectedProgramme {
  return {
    id: selection.id,
    userId,
    programId: programme.id,
    status: selection.status ?? NEW_SELECTION_STATUS,
    personalStatement: selection.personalStatement ?? null,
    createdAt: selection.createdAt.toISOString(),
    updatedAt: selection.updatedAt.toISOString(),
    program: toFoundationProgramme(programme),
  };
}

import type { EntityManager } from '@mikro-orm/core';
import { NEW_SELECTION_STATUS, type SelectedProgramme } from '@puente/core';
import { notFound } from '../../errors';
import { queryRows } from '../common/rows';
import { Programme } from '../programme/programme.entity';
import { type ProgrammeFields, toFoundationProgramme } from '../programme/programme-answer';
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
  const rows = await queryRows(em, LIST_SELECTIONS, [userId]);
  return rows.map((row) => selectionOfRow(em, row, userId));
}

/** A selection row with its programme as JSON (`to_jsonb(p) as programme`), as the API answers it. */
function selectionOfRow(
  em: EntityManager,
  { programme, ...row }: Record<string, unknown>,
  userId: number,
): SelectedProgramme {
  const driver = em.getDriver();
  const metadata = em.getMetadata();
  return selectedProgrammeOf(
    driver.mapResult(row, metadata.get(Selection)) as SelectionFields,
    userId,
    driver.mapResult(
      programme as Record<string, unknown>,
      metadata.get(Programme),
    ) as ProgrammeFields,
  );
}

// A student's most frequent write, as one statement: the row is added unless
// it is there, and answered with its programme either way. The ORM took six
// round trips (two reads, then begin, insert, commit) and its unit of work's CPU.
const SELECT_PROGRAMME = `with programme as (
    select * from foundation_year_info where id = ?
  ), added as (
    insert into selected_programs (user_id, program_id, status)
    select ?, id, ? from programme
    on conflict (user_id, program_id) do nothing
    returning *
  ), selection as (
    select *, true as created from added
    union all
    select *, false from selected_programs where user_id = ? and program_id = ?
  )
  select s.id, s.user_id, s.program_id, s.personal_statement, s.status,
    s.created_at, s.updated_at, s.created, to_jsonb(p) as programme
  from selection s join programme p on p.id = s.program_id`;

/**
 * Adds the programme to the student's selections with status 'Not Started',
 * or answers the selection they already have: one row per student and programme.
 */
export async function selectProgramme(
  em: EntityManager,
  userId: number,
  programId: number,
): Promise<{ selection: SelectedProgramme; created: boolean }> {
  // A second statement only when the first found nothing: the programme is
  // not there, or a double click's other request added the row after this
  // statement's snapshot was taken (its insert then did nothing).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [row] = await queryRows(em, SELECT_PROGRAMME, [
      programId,
      userId,
      NEW_SELECTION_STATUS,
      userId,
      programId,
    ]);
    if (row) {
      const { created, ...selection } = row;
      return { selection: selectionOfRow(em, selection, userId), created: created === true };
    }
  }
  throw notFound(PROGRAMME_NOT_FOUND);
}

// Written out as the other selection writes are: em.nativeDelete's query
// builder cost more CPU than the statement it built.
const REMOVE_SELECTION = 'delete from selected_programs where id = ? and user_id = ? returning id';

/** Removes one of the student's own selections; anyone else's is a 404, as an unknown one. */
export async function removeSelection(
  em: EntityManager,
  userId: number,
  selectionId: number,
): Promise<void> {
  const removed = await queryRows(em, REMOVE_SELECTION, [selectionId, userId]);
  if (removed.length === 0) throw notFound(SELECTION_NOT_FOUND);
}

const SAVE_STATEMENT = `with saved as (
    update selected_programs set personal_statement = ?, updated_at = current_timestamp
    where id = ? and user_id = ?
    returning *
  )
  select s.*, to_jsonb(p) as programme
  from saved s join foundation_year_info p on p.id = s.program_id`;

/** Saves the statement text (encoded by the client, stored as is) on the student's own selection. */
export async function saveStatement(
  em: EntityManager,
  userId: number,
  selectionId: number,
  personalStatement: string,
): Promise<SelectedProgramme> {
  const [row] = await queryRows(em, SAVE_STATEMENT, [personalStatement, selectionId, userId]);
  if (!row) throw notFound(SELECTION_NOT_FOUND);
  return selectionOfRow(em, row, userId);
}

type SelectionFields = Pick<
  Selection,
  'id' | 'status' | 'personalStatement' | 'createdAt' | 'updatedAt'
>;

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

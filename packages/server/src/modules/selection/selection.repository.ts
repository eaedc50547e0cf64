import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type ApplicationTracker,
  NEW_SELECTION_STATUS,
  PROGRAMME_STRUCTURED_FIELDS,
  type SelectedProgramme,
  type TrackerStage,
} from '@puente/core';
import { notFound } from '../../errors';
import { entityKysely, runCompiled } from '../common/kysely';
import type { Programme } from '../programme/programme.entity';
import { type ProgrammeFields, toFoundationProgramme } from '../programme/programme-answer';
import type { Selection } from './selection.entity';
import { type TrackerRow, trackerOf } from './tracker-row';

type Tables = typeof Selection | typeof Programme;

export const PROGRAMME_NOT_FOUND = /*i18n*/ 'Program not found';
export const SELECTION_NOT_FOUND = /*i18n*/ 'Selection not found';

const TRACKER_FIELDS = [
  'stage',
  'submittedOn',
  'offer',
  'offerConditions',
  'documentsGathered',
  'englishScore',
  'englishTestOn',
] as const;
// The selection's own fields and its programme's, in one row: the programme's
// id is the selection's `programme`, so no two names collide.
const SELECTION_FIELDS = [
  'id',
  'programme',
  'personalStatement',
  'statementUpdatedAt',
  'status',
  ...TRACKER_FIELDS,
  'createdAt',
  'updatedAt',
] as const;
const PROGRAMME_FIELDS = [
  'slug',
  'programName',
  'universityName',
  'requirements',
  'tuitionFees',
  'applicationDeadline',
  'startDates',
  'region',
  'subject',
  'rank',
  'matchPercentage',
  'imageUrl',
  'pathways',
  'provider',
  'kind',
  ...PROGRAMME_STRUCTURED_FIELDS,
] as const;

// A common table's columns are named here: the plugin names only the
// entities' own tables' columns.
const RETURNED_FIELDS = [
  'id as id',
  'programme as programme',
  'personalStatement as personalStatement',
  'statementUpdatedAt as statementUpdatedAt',
  'status as status',
  'stage as stage',
  'submittedOn as submittedOn',
  'offer as offer',
  'offerConditions as offerConditions',
  'documentsGathered as documentsGathered',
  'englishScore as englishScore',
  'englishTestOn as englishTestOn',
  'createdAt as createdAt',
  'updatedAt as updatedAt',
] as const;

const selectionField = <F extends (typeof SELECTION_FIELDS)[number]>(field: F) =>
  `s.${field}` as const;
const programmeField = <F extends (typeof PROGRAMME_FIELDS)[number]>(field: F) =>
  `p.${field}` as const;
/** `s.id as id` for each field: each column under its property's name. */
const aliased = <const Table extends string, const Fields extends readonly string[]>(
  table: Table,
  fields: Fields,
) =>
  fields.map((field) => `${table}.${field} as ${field}`) as {
    [K in keyof Fields]: `${Table}.${Fields[K]} as ${Fields[K]}`;
  };

// The selections of the student whose id is the one parameter, as one
// statement in the entities' names; the same text for every student.
const listStatement = (em: EntityManager, userId: number) =>
  entityKysely<Tables>(em)
    .selectFrom('Selection as s')
    .innerJoin('Programme as p', 'p.id', 's.programme')
    .select(aliased('s', SELECTION_FIELDS))
    .select(aliased('p', PROGRAMME_FIELDS))
    .where('s.user', '=', userId)
    .orderBy('s.createdAt', 'desc')
    .orderBy('s.id', 'desc')
    .compile();
let listStatementOnce: ReturnType<typeof listStatement> | undefined;

// A student's most frequent read: one statement compiled once, its rows
// turned into the answer without entities (managed entities cost most of
// em.find's CPU, docs/performance.md).
/** The student's selections, newest first, each with its programme, as the API answers them. */
export async function listSelections(
  em: EntityManager,
  userId: number,
): Promise<SelectedProgramme[]> {
  listStatementOnce ??= listStatement(em, 0);
  const rows = await runCompiled(em, listStatementOnce, [userId]);
  return rows.map((row) => selectedProgrammeOf(row, userId));
}

// A student's most frequent write, as one statement: the row is added unless
// it is there, and answered with its programme either way. The ORM took six
// round trips (two reads, then begin, insert, commit) and its unit of work's CPU.
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
    const row = await entityKysely<Tables>(em)
      .with('added', (db) =>
        db
          .insertInto('Selection')
          .columns(['user', 'programme', 'status'])
          .expression((eb) =>
            eb
              .selectFrom('Programme')
              .select([eb.val(userId).as('user'), 'id', eb.val(NEW_SELECTION_STATUS).as('status')])
              .where('id', '=', programId),
          )
          .onConflict((conflict) => conflict.columns(['user', 'programme']).doNothing())
          .returning(RETURNED_FIELDS),
      )
      .with('found', (db) =>
        db
          .selectFrom('added')
          .select([...SELECTION_FIELDS, (eb) => eb.lit(true).$castTo<boolean>().as('created')])
          .unionAll(
            db
              .selectFrom('Selection')
              .select([...SELECTION_FIELDS, (eb) => eb.lit(false).$castTo<boolean>().as('created')])
              .where('user', '=', userId)
              .where('programme', '=', programId),
          ),
      )
      .selectFrom('found as s')
      .innerJoin('Programme as p', 'p.id', 's.programme')
      .select(SELECTION_FIELDS.map(selectionField))
      .select(PROGRAMME_FIELDS.map(programmeField))
      .select('s.created')
      .executeTakeFirst();
    if (row) return { selection: selectedProgrammeOf(row, userId), created: row.created === true };
  }
  throw notFound(PROGRAMME_NOT_FOUND);
}

/** Removes one of the student's own selections; anyone else's is a 404, as an unknown one. */
export async function removeSelection(
  em: EntityManager,
  userId: number,
  selectionId: number,
): Promise<void> {
  const removed = await entityKysely<Tables>(em)
    .deleteFrom('Selection')
    .where('id', '=', selectionId)
    .where('user', '=', userId)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw notFound(SELECTION_NOT_FOUND);
}

/** Saves the statement text (encoded by the client, stored as is) on the student's own selection. */
export async function saveStatement(
  em: EntityManager,
  userId: number,
  selectionId: number,
  personalStatement: string,
): Promise<SelectedProgramme> {
  const saved = await updateOwnSelection(em, userId, selectionId, {
    personalStatement,
    statementUpdatedAt: new Date(),
  });
  if (!saved) throw notFound(SELECTION_NOT_FOUND);
  return saved;
}

/** The tracker of the student's own selection; undefined for anyone else's or an unknown one. */
export async function findTracker(
  em: EntityManager,
  userId: number,
  selectionId: number,
): Promise<ApplicationTracker | undefined> {
  const row = await entityKysely<Tables>(em)
    .selectFrom('Selection')
    .select(TRACKER_FIELDS)
    .where('id', '=', selectionId)
    .where('user', '=', userId)
    .executeTakeFirst();
  return row ? trackerOf(row) : undefined;
}

/**
 * Saves the tracker on the student's own selection, if its stage is still
 * `fromStage` (the stage the change was checked against): undefined when
 * another request moved it meanwhile, or the selection is not theirs.
 */
export async function saveTracker(
  em: EntityManager,
  userId: number,
  selectionId: number,
  fromStage: TrackerStage,
  tracker: ApplicationTracker,
): Promise<SelectedProgramme | undefined> {
  return updateOwnSelection(
    em,
    userId,
    selectionId,
    {
      stage: tracker.stage,
      submittedOn: tracker.submittedOn,
      offer: tracker.offer,
      offerConditions: tracker.conditions,
      documentsGathered: tracker.documentsGathered,
      englishScore: tracker.englishTest?.score ?? null,
      englishTestOn: tracker.englishTest?.takenOn ?? null,
    },
    fromStage,
  );
}

/** The columns a student's own change writes. */
interface SelectionUpdate {
  personalStatement?: string;
  statementUpdatedAt?: Date;
  stage?: TrackerStage;
  submittedOn?: string | null;
  offer?: string | null;
  offerConditions?: string | null;
  documentsGathered?: boolean;
  englishScore?: number | null;
  englishTestOn?: string | null;
}

// One statement: the update, answered with its programme as the API shows it.
async function updateOwnSelection(
  em: EntityManager,
  userId: number,
  selectionId: number,
  values: SelectionUpdate,
  whileStage?: TrackerStage,
): Promise<SelectedProgramme | undefined> {
  const row = await entityKysely<Tables>(em)
    .with('saved', (db) => {
      const update = db
        .updateTable('Selection')
        .set({ ...values, updatedAt: new Date() })
        .where('id', '=', selectionId)
        .where('user', '=', userId);
      return (whileStage ? update.where('stage', '=', whileStage) : update).returning(
        RETURNED_FIELDS,
      );
    })
    .selectFrom('saved as s')
    .innerJoin('Programme as p', 'p.id', 's.programme')
    .select(SELECTION_FIELDS.map(selectionField))
    .select(PROGRAMME_FIELDS.map(programmeField))
    .executeTakeFirst();
  return row ? selectedProgrammeOf(row, userId) : undefined;
}

type SelectionRow = {
  id: number;
  programme: number;
  personalStatement?: string | null;
  statementUpdatedAt?: Date | null;
  status?: string | null;
  createdAt: Date;
  updatedAt: Date;
} & TrackerRow &
  Omit<ProgrammeFields, 'id'>;

function selectedProgrammeOf(row: SelectionRow, userId: number): SelectedProgramme {
  return {
    id: row.id,
    userId,
    programId: row.programme,
    status: row.status ?? NEW_SELECTION_STATUS,
    personalStatement: row.personalStatement ?? null,
    statementUpdatedAt: row.statementUpdatedAt
      ? new Date(row.statementUpdatedAt).toISOString()
      : null,
    tracker: trackerOf(row),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    program: toFoundationProgramme({ ...row, id: row.programme }),
  };
}

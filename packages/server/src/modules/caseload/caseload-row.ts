import {
  actionsRequired,
  type CaseloadProgramme,
  type CaseloadStudent,
  decodeStatement,
  isStatementFinished,
  isStatementWritten,
  mexicoCityDay,
  nextDeadline,
  type ProfileFields,
  profileCompleteness,
  STATEMENT_MAX_CHARACTERS,
  statementProgress,
  statementText,
  wordCount,
} from '@puente/core';
import { type TrackerRow, trackerOf } from '../selection/tracker-row';

/** A caseload student's columns as `caseload()` reads them. */
export interface CaseloadStudentRow extends ProfileFields {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string;
  counselor: number | null;
  schoolJoinedAt: Date | string | null;
}

/** One chosen programme's columns. */
export interface CaseloadSelectionRow extends TrackerRow {
  id: number;
  user: number;
  personalStatement: string | null;
  statementUpdatedAt: Date | string | null;
  createdAt: Date | string;
  programName: string;
  universityName: string;
  applicationDeadline: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A caseload row, its alerts computed by core's rules at `now`. */
export function caseloadStudentOf(
  row: CaseloadStudentRow,
  selections: readonly CaseloadSelectionRow[],
  now: Date,
): CaseloadStudent {
  const completeness = row.currentYear === null ? 0 : profileCompleteness(row);
  const read = selections.map((selection) => {
    const statement = decodeStatement(selection.personalStatement);
    const tracker = trackerOf(selection);
    const programme: CaseloadProgramme = {
      id: selection.id,
      programme: selection.programName,
      university: selection.universityName,
      deadline: selection.applicationDeadline,
      stage: tracker.stage,
      statementWords: wordCount(statementText(statement)),
      statementCharacters: statementProgress(statement).total,
      statementLimit: STATEMENT_MAX_CHARACTERS,
      statementFinished: isStatementFinished(statement),
      statementUpdatedAt: selection.statementUpdatedAt ? iso(selection.statementUpdatedAt) : null,
    };
    return {
      programme,
      alertSelection: {
        programme: selection.programName,
        deadline: selection.applicationDeadline,
        statementWritten: isStatementWritten(statement),
        statementFinished: programme.statementFinished,
        statementUpdatedAt: programme.statementUpdatedAt,
        selectedAt: iso(selection.createdAt),
        tracker,
      },
    };
  });
  const joinedAt = iso(row.schoolJoinedAt ?? new Date(0));
  const ielts = read.find(({ alertSelection }) => alertSelection.tracker.englishTest)
    ?.alertSelection.tracker.englishTest?.score;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    currentYear: row.currentYear,
    counselorId: row.counselor,
    joinedAt,
    profileCompleteness: completeness,
    programmes: read.map(({ programme }) => programme),
    nextDeadline:
      nextDeadline(
        read.map(({ alertSelection }) => alertSelection),
        mexicoCityDay(now),
      )?.day ?? null,
    ielts: ielts ?? null,
    alerts: actionsRequired(
      {
        id: row.id,
        joinedAt,
        profileCompleteness: completeness,
        selections: read.map(({ alertSelection }) => alertSelection),
      },
      now,
    ),
  };
}

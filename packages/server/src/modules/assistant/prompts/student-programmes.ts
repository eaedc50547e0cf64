/** One chosen programme as a prompt may read it: the programme and where the student is with it. */
export interface ProgrammeFacts {
  programme: string;
  university: string;
  /** As the catalogue gives it; null when it names none. */
  deadline: string | null;
  /** The tracker's stage ('preparing'). */
  stage: string;
  /** The statement's status ('not-started', 'in-progress', 'complete'), never its text. */
  statement: string;
}

/** The shape of a student's record this reads: its selections and their statements' summaries. */
export interface RecordProgrammes {
  selections: readonly {
    id: number;
    tracker: { stage: string; documentsGathered?: boolean };
    program: { programName: string; universityName: string; applicationDeadline?: string | null };
  }[];
  statements: readonly { selectionId: number; status: string }[];
}

/**
 * The record's programmes, field by field: a statement's text (even one the
 * record carries) and the student's account never reach a prompt.
 */
export function programmeFacts({ selections, statements }: RecordProgrammes): ProgrammeFacts[] {
  return selections.map((selection) => ({
    programme: selection.program.programName,
    university: selection.program.universityName,
    deadline: selection.program.applicationDeadline ?? null,
    stage: selection.tracker.stage,
    statement:
      statements.find((statement) => statement.selectionId === selection.id)?.status ??
      'not-started',
  }));
}

/** The programmes as lines for a prompt. */
export function programmeLines(programmes: readonly ProgrammeFacts[]): string {
  if (programmes.length === 0) return 'No programme chosen yet.';
  return programmes
    .map(
      (p) =>
        `- ${p.programme}, ${p.university}: application deadline ${p.deadline ?? 'not published'}; tracker stage: ${p.stage}; personal statement: ${p.statement}.`,
    )
    .join('\n');
}

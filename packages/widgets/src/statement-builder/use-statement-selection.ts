import { decodeStatement, type SelectedProgramme } from '@puente/core';
import { useSelectedProgrammes } from '../data/selections';
import { useSaveStatement } from '../data/statements';

/**
 * One of the signed-in student's selections and its statement (SPEC §7: the
 * client finds it by id in GET /api/selected-programs), with the save that
 * PUTs the statement to it; a save refreshes the selections list.
 */
export function useStatementSelection(selectionId: number) {
  const selections = useSelectedProgrammes();
  const selection: SelectedProgramme | undefined = selections.data?.find(
    ({ id }) => id === selectionId,
  );
  const saving = useSaveStatement(selectionId);
  return {
    /** 'pending' while the selections load, 'error' if they failed, else 'success'. */
    status: selections.status,
    error: selections.error,
    refetch: selections.refetch,
    selection,
    /** The selection's statement as saved (a blank free statement before the first save). */
    statement: selection ? decodeStatement(selection.personalStatement) : undefined,
    save: saving.mutateAsync,
  };
}

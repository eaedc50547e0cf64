import {
  decodeStatement,
  encodeStatement,
  type PersonalStatement,
  type SelectedProgram,
} from '@puente/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../providers';
import {
  SELECTED_PROGRAMS_KEY,
  useSelectedProgrammes,
} from '../selected-programmes/use-selected-programmes';

/**
 * One of the signed-in student's selections and its statement (SPEC §7: the
 * client finds it by id in GET /api/selected-programs), with the save that
 * PUTs the statement to it; a save refreshes the selections list.
 */
export function useStatementSelection(selectionId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const selections = useSelectedProgrammes();
  const selection: SelectedProgram | undefined = selections.data?.find(
    ({ id }) => id === selectionId,
  );
  const saving = useMutation({
    mutationFn: (statement: PersonalStatement) =>
      api.savePersonalStatement(selectionId, encodeStatement(statement)),
    onSuccess: async (saved) => {
      queryClient.setQueryData<SelectedProgram[]>(SELECTED_PROGRAMS_KEY, (list) =>
        list?.map((row) => (row.id === saved.id ? saved : row)),
      );
      await queryClient.invalidateQueries({ queryKey: SELECTED_PROGRAMS_KEY });
    },
  });
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

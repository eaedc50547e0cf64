import { encodeStatement, type PersonalStatement, type SelectedProgramme } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SELECTED_PROGRAMMES_KEY } from './selections';

/**
 * PUT /api/selected-programs/:id/personal-statement: saves a selection's statement;
 * the selections list gets the saved row, then is refetched (SPEC §7).
 */
export function useSaveStatement(selectionId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (statement: PersonalStatement) =>
      api.savePersonalStatement(selectionId, encodeStatement(statement)),
    onSuccess: async (saved) => {
      queryClient.setQueryData<SelectedProgramme[]>(SELECTED_PROGRAMMES_KEY, (list) =>
        list?.map((row) => (row.id === saved.id ? saved : row)),
      );
      await queryClient.invalidateQueries({ queryKey: SELECTED_PROGRAMMES_KEY });
    },
  });
}

import {
  type ApiClient,
  errorMessage,
  type SelectedProgramme,
  type TrackerUpdate,
  trackerApi,
} from '@puente/core';
import type { ToastInput } from '@puente/ui';
import { useApi, useToast } from '@puente/ui/providers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefetchingMutation } from './api-hooks';
import {
  PROGRAMME_REMOVED,
  PROGRAMME_SELECTED,
  REMOVE_FAILED,
  SELECT_FAILED,
} from './selection-messages';

/** The query key of the student's selections: the path, as SPEC §7's default read uses it. */
export const SELECTED_PROGRAMMES_KEY = ['/api/selected-programs'] as const;

/** GET /api/selected-programs as a query (also read by the server's render of a student's page). */
export const selectedProgrammesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: SELECTED_PROGRAMMES_KEY, queryFn: () => api.selectedProgrammes() });

/** GET /api/selected-programs: the signed-in student's selections, newest first. */
export function useSelectedProgrammes({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ ...selectedProgrammesQuery(api), enabled });
}

/** SPEC §8's toast of a change that failed: the server's message, else `fallback`. */
const failure = (error: unknown, fallback: string): ToastInput => ({
  title: /*i18n*/ 'Error',
  description: errorMessage(error, fallback),
  variant: 'destructive',
});

/** Adds a programme to the selections (SPEC §8 toasts); the list cache gets the new row. */
export function useSelectProgramme() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (programId: number) => api.selectProgramme(programId),
    onSuccess: (selection) => {
      queryClient.setQueryData<SelectedProgramme[]>(SELECTED_PROGRAMMES_KEY, (list) =>
        list ? [selection, ...list.filter(({ id }) => id !== selection.id)] : [selection],
      );
      toast(PROGRAMME_SELECTED);
    },
    onError: (error) => toast(failure(error, SELECT_FAILED)),
  });
}

/** Removes a selection by its id (SPEC §8 toasts); the list is refetched afterwards (SPEC §7). */
export function useRemoveSelection() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (selectionId: number) => api.removeSelection(selectionId),
    onSuccess: async (_answer, selectionId) => {
      queryClient.setQueryData<SelectedProgramme[]>(SELECTED_PROGRAMMES_KEY, (list) =>
        list?.filter(({ id }) => id !== selectionId),
      );
      toast(PROGRAMME_REMOVED);
      await queryClient.invalidateQueries({ queryKey: SELECTED_PROGRAMMES_KEY });
    },
    onError: (error) => toast(failure(error, REMOVE_FAILED)),
  });
}

/**
 * One programme's place in the selections, for its Add / Added toggle:
 * selecting adds it, selecting it again removes it (SPEC §4).
 */
export function useProgrammeSelection(programId: number) {
  const selections = useSelectedProgrammes();
  const select = useSelectProgramme();
  const remove = useRemoveSelection();
  const selection = selections.data?.find((row) => row.programId === programId) ?? null;
  const pending = select.isPending || remove.isPending;
  return {
    selection,
    selected: selection !== null,
    pending,
    /** False until the selections are known, so a toggle never adds twice. */
    ready: selections.isSuccess,
    toggle: () => {
      if (pending || !selections.isSuccess) return;
      if (selection) remove.mutate(selection.id);
      else select.mutate(programId);
    },
  };
}

/**
 * PUT /api/selected-programs/:id/tracker: saves the student's tracker for one
 * selection; only the selections are read again. A refused change (a stage
 * moved back, a day in the future) rejects with the server's field messages.
 */
export function useSaveTracker(selectionId: number) {
  return useRefetchingMutation(SELECTED_PROGRAMMES_KEY, (api, tracker: TrackerUpdate) =>
    trackerApi.save(api, selectionId, tracker),
  );
}

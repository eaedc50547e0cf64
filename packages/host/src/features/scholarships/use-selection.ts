import type { SelectedProgramme } from '@puente/core';
import { useSelectedProgrammes } from '@puente/widgets/data';

/** A selection id from the address (`/timeline/{id}`), or null when it cannot be one. */
export function selectionIdOf(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export type SelectionState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'missing' }
  | { status: 'found'; selection: SelectedProgramme };

/**
 * One of the student's selections by the id in the address, found in
 * GET /api/selected-programs as SPEC §7 says; 'missing' for an id that is not theirs.
 */
export function useSelection(param: string | undefined): SelectionState {
  const id = selectionIdOf(param);
  const selections = useSelectedProgrammes({ enabled: id !== null });
  if (id === null) return { status: 'missing' };
  if (selections.status === 'pending') return { status: 'pending' };
  if (selections.status === 'error') {
    return {
      status: 'error',
      error: selections.error,
      retry: () => void selections.refetch(),
    };
  }
  const selection = selections.data.find((row) => row.id === id);
  return selection ? { status: 'found', selection } : { status: 'missing' };
}

export type { RemoveSelectionDialogProps } from './remove-selection-dialog';
export { RemoveSelectionDialog } from './remove-selection-dialog';
export type { SelectedProgrammesProps } from './selected-programmes';
export { SelectedProgrammes } from './selected-programmes';
export {
  PROGRAM_REMOVED,
  PROGRAM_SELECTED,
  SELECTED_PROGRAMS_KEY,
  useProgrammeSelection,
  useRemoveSelection,
  useSelectedProgrammes,
  useSelectProgramme,
} from './use-selected-programmes';

export type { RemoveSelectionDialogProps } from './remove-selection-dialog';
export { RemoveSelectionDialog } from './remove-selection-dialog';
export type { SelectedProgrammesProps } from './selected-programmes';
export { SelectedProgrammes } from './selected-programmes';

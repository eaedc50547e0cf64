import type { SelectedProgram } from '@puente/core';
import { Button, Dialog } from '../ui';
import * as styles from './selected-programmes.css';
import { useRemoveSelection } from './use-selected-programmes';

export interface RemoveSelectionDialogProps {
  /** The selection to remove; null keeps the dialog closed. */
  selection: SelectedProgram | null;
  onClose: () => void;
}

/**
 * SPEC §2's removal confirmation: 'Are you sure?', naming the university and
 * the programme, with Cancel and Remove ('Removing...' while it runs; the
 * dialog cannot be dismissed meanwhile).
 */
export function RemoveSelectionDialog({ selection, onClose }: RemoveSelectionDialogProps) {
  const remove = useRemoveSelection();
  const pending = remove.isPending;
  return (
    <Dialog.Root
      open={selection !== null}
      onOpenChange={({ open }) => {
        if (!open && !pending) onClose();
      }}
      role="alertdialog"
      closeOnEscape={!pending}
      closeOnInteractOutside={!pending}
    >
      <Dialog.Content hideCloseButton>
        <Dialog.Title>Are you sure?</Dialog.Title>
        <Dialog.Description>
          This will remove {selection?.program.programName} at {selection?.program.universityName}{' '}
          from your selected programs.
        </Dialog.Description>
        <div className={styles.dialogActions}>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={pending}
            onClick={() => {
              if (!selection) return;
              // Closed either way, so the toast that follows is not hidden behind the modal.
              remove.mutate(selection.id, { onSettled: onClose });
            }}
          >
            {pending ? 'Removing...' : 'Remove'}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

import { useLingui } from '@lingui/react';
import type { SelectedProgramme } from '@puente/core';
import { Button, Dialog } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useRemoveSelection } from '../data/selections';
import { catalog } from './locales';
import * as styles from './selected-programmes.css';

export interface RemoveSelectionDialogProps {
  /** The selection to remove; null keeps the dialog closed. */
  selection: SelectedProgramme | null;
  onClose: () => void;
}

/**
 * SPEC §2's removal confirmation: 'Are you sure?', naming the university and
 * the programme, with Cancel and Remove ('Removing...' while it runs; the
 * dialog cannot be dismissed meanwhile).
 */
export function RemoveSelectionDialog({ selection, onClose }: RemoveSelectionDialogProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
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
        <Dialog.Title>{i18n._('Are you sure?')}</Dialog.Title>
        <Dialog.Description>
          {i18n._('This will remove {programme} at {university} from your selected programs.', {
            programme: selection?.program.programName ?? '',
            university: selection?.program.universityName ?? '',
          })}
        </Dialog.Description>
        <div className={styles.dialogActions}>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {i18n._('Cancel')}
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
            {pending ? i18n._('Removing...') : i18n._('Remove')}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

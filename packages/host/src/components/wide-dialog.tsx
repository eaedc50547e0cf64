import { Button, Dialog, Stack } from '@puente/ui';
import type { ReactNode } from 'react';
import * as styles from './wide-dialog.css';

/** Whether a dialog is open, and how it tells its opener it closes. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface WideDialogProps extends DialogOpenProps {
  title: ReactNode;
  /** What the dialog is for, under its title. */
  description: ReactNode;
  children: ReactNode;
}

/** A wide dialog of the dashboards (a review, a campaign, the notices): title, description, content. */
export function WideDialog({ open, onOpenChange, title, description, children }: WideDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Content size="lg">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

export interface DialogFooterProps {
  /** The button that closes the dialog ("Cancel", "Close"), before the others. */
  closeLabel?: string;
  children?: ReactNode;
}

/** A dialog's buttons, at its end on the right. */
export function DialogFooter({ closeLabel, children }: DialogFooterProps) {
  return (
    <Stack direction="row" justify="flex-end" gap="2" className={styles.footer}>
      {closeLabel ? (
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">{closeLabel}</Button>
        </Dialog.CloseTrigger>
      ) : null}
      {children}
    </Stack>
  );
}

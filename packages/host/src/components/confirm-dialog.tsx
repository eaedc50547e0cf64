import { Button, Dialog, Stack } from '@puente/ui';
import { type ReactNode, useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that asks: it opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  /** What the action undoes, and what stays. */
  description: ReactNode;
  /** The way back ("Cancel", "Stay"): it closes the dialog. */
  cancelLabel: string;
  /** The action, busy while `pending`. */
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** An alert dialog, the way back focused first: Enter keeps what there is. */
  alert?: boolean;
}

/** An action that cannot be taken back, asked first: the way back, or the action in red. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pending,
  onConfirm,
  alert = false,
}: ConfirmDialogProps) {
  const cancelId = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      {...(alert
        ? { role: 'alertdialog', initialFocusEl: () => document.getElementById(cancelId) }
        : {})}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <Stack direction="row" wrap justify="flex-end" gap="2">
          <Button
            id={alert ? cancelId : undefined}
            variant="outline"
            onClick={() => onOpenChange(false)}
          >
            {cancelLabel}
          </Button>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}

import { useLingui } from '@lingui/react';
import { Button, Dialog, Stack } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useId } from 'react';
import type { Blocker } from 'react-router';
import { catalog } from './locales';
import * as styles from './personal-statement-screen.css';

/** Asks before an in-app navigation drops unsaved edits of the statement. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const open = blocker.state === 'blocked';
  const keepEditingId = useId();
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      // The safe choice first: Enter or Space keeps the edits.
      initialFocusEl={() => document.getElementById(keepEditingId)}
      onOpenChange={({ open: stillOpen }) => {
        if (!stillOpen && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <Dialog.Content hideCloseButton>
        <Dialog.Title>{i18n._('Leave without saving?')}</Dialog.Title>
        <Dialog.Description>
          {i18n._(
            'Your personal statement has changes that are not saved yet. If you leave now, they are lost.',
          )}
        </Dialog.Description>
        <Stack direction="row" wrap justify="flex-end" gap="2" className={styles.leaveActions}>
          <Button variant="outline" onClick={() => blocker.proceed?.()}>
            {i18n._('Leave Without Saving')}
          </Button>
          <Button id={keepEditingId} onClick={() => blocker.reset?.()}>
            {i18n._('Keep Editing')}
          </Button>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}

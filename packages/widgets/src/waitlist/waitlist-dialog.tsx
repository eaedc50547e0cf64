import { useLingui } from '@lingui/react';
import type { WaitlistEntry } from '@puente/core';
import { Button, Dialog } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useState } from 'react';
import { catalog } from './locales';
import * as styles from './waitlist.css';
import { WaitlistForm } from './waitlist-form';
import { WaitlistThankYou } from './waitlist-thank-you';

export interface WaitlistDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved entry once the server accepts it. */
  onJoined?: (entry: WaitlistEntry) => void;
}

/**
 * The landing page's waitlist dialog: the form, then a thank-you view. It
 * cannot be closed while submitting, and opens empty again after closing.
 */
export function WaitlistDialog({ open, onOpenChange, onJoined }: WaitlistDialogProps) {
  const [pending, setPending] = useState(false);
  const [joined, setJoined] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && pending) return;
        if (!details.open) setJoined(false);
        onOpenChange(details.open);
      }}
      closeOnEscape={!pending}
      closeOnInteractOutside={!pending}
    >
      <Dialog.Content closeDisabled={pending} hideCloseButton={joined} part="dialog">
        <WaitlistDialogBody
          onJoined={(entry) => {
            setJoined(true);
            onJoined?.(entry);
          }}
          onPendingChange={setPending}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Mounted only while the dialog is open, so closing throws its state away. */
function WaitlistDialogBody({
  onJoined,
  onPendingChange,
}: Pick<WaitlistDialogProps, 'onJoined'> & { onPendingChange: (pending: boolean) => void }) {
  const [entry, setEntry] = useState<WaitlistEntry | null>(null);
  const { i18n } = useLingui();
  useCatalog(catalog);

  if (entry) {
    return (
      <WaitlistThankYou
        entry={entry}
        heading={<Dialog.Title>{i18n._('Thank you for joining!')}</Dialog.Title>}
      >
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">{i18n._('Close')}</Button>
        </Dialog.CloseTrigger>
      </WaitlistThankYou>
    );
  }

  return (
    <>
      <div className={styles.intro}>
        <Dialog.Title>{i18n._('Join the waitlist')}</Dialog.Title>
        <Dialog.Description>
          {i18n._('Be among the first schools to give every counselor an AI assistant.')}
        </Dialog.Description>
      </div>
      <WaitlistForm
        onPendingChange={onPendingChange}
        onJoined={(joined) => {
          setEntry(joined);
          onJoined?.(joined);
        }}
      />
    </>
  );
}

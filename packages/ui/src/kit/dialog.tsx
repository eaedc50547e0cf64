import { Dialog as ArkDialog, useDialogContext } from '@ark-ui/react';
import { X } from 'lucide-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { classNames } from './class-names';
import * as styles from './dialog.css';
import { inertOutside } from './inert-outside';
import { Portal } from './portal';

export type DialogRootProps = ComponentProps<typeof ArkDialog.Root>;

/**
 * A modal dialog. `closeOnEscape` and `closeOnInteractOutside` (both true by
 * default) let a form forbid closing while it submits.
 */
function Root({ lazyMount = true, unmountOnExit = true, ...props }: DialogRootProps) {
  return <ArkDialog.Root lazyMount={lazyMount} unmountOnExit={unmountOnExit} {...props} />;
}

export type DialogTriggerProps = ComponentProps<typeof ArkDialog.Trigger>;

function Trigger(props: DialogTriggerProps) {
  return <ArkDialog.Trigger {...props} />;
}

export interface DialogContentProps extends ComponentProps<typeof ArkDialog.Content> {
  size?: 'md' | 'lg';
  /** Hide the corner close button (e.g. when the content has its own). */
  hideCloseButton?: boolean;
  /** Disable the corner close button, e.g. while a form submits. */
  closeDisabled?: boolean;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
}

/** The dialog panel, rendered through a portal above a backdrop. */
function Content({
  size = 'md',
  hideCloseButton = false,
  closeDisabled = false,
  closeLabel,
  className,
  children,
  ...props
}: DialogContentProps) {
  const i18n = useI18n();
  const { open } = useDialogContext();
  // The portal may attach after the first render: the effect waits for the positioner itself.
  const [positioner, setPositioner] = useState<HTMLDivElement | null>(null);
  useEffect(() => (open && positioner ? inertOutside(positioner) : undefined), [open, positioner]);
  return (
    <Portal>
      <ArkDialog.Backdrop className={styles.backdrop} />
      <ArkDialog.Positioner className={styles.positioner} ref={setPositioner}>
        <ArkDialog.Content
          className={classNames(styles.content, size === 'lg' && styles.wide, className)}
          {...props}
        >
          {children}
          {hideCloseButton ? null : (
            <ArkDialog.CloseTrigger
              className={styles.closeButton}
              aria-label={closeLabel ?? i18n._('Close')}
              disabled={closeDisabled}
            >
              <X size={18} aria-hidden />
            </ArkDialog.CloseTrigger>
          )}
        </ArkDialog.Content>
      </ArkDialog.Positioner>
    </Portal>
  );
}

function Title({ className, ...props }: ComponentProps<typeof ArkDialog.Title>) {
  return <ArkDialog.Title className={classNames(styles.title, className)} {...props} />;
}

function Description({ className, ...props }: ComponentProps<typeof ArkDialog.Description>) {
  return <ArkDialog.Description className={classNames(styles.description, className)} {...props} />;
}

/** Closes the dialog; use `asChild` to make a Button close it. */
function CloseTrigger(props: ComponentProps<typeof ArkDialog.CloseTrigger>) {
  return <ArkDialog.CloseTrigger {...props} />;
}

/** Dialog parts, used as `<Dialog.Root>`, `<Dialog.Content>`, ... */
export const Dialog = { Root, Trigger, Content, Title, Description, CloseTrigger };

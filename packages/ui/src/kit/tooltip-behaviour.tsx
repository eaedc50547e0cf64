import { Tooltip as ArkTooltip } from '@ark-ui/react';
import { useRef, useState } from 'react';
import { Portal } from './portal';
import * as styles from './tooltip.css';
import type { TooltipProps } from './tooltip-props';

/** The Tooltip with its behaviour: Ark's hint, positioned beside its trigger. */
export function TooltipBehaviour({
  content,
  children,
  openDelay = 300,
  closeDelay = 100,
  placement = 'top',
}: TooltipProps) {
  const [open, setOpen] = useState(false);
  const tap = useRef<{ touch: boolean; wasOpen: boolean }>({ touch: false, wasOpen: false });
  return (
    <ArkTooltip.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      openDelay={openDelay}
      closeDelay={closeDelay}
      // It follows its trigger instead: a scroll settling elsewhere (the page under a dialog)
      // must not close a hint the pointer is still on.
      closeOnScroll={false}
      positioning={{ placement, gutter: 6 }}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger
        asChild
        onPointerDown={(event) => {
          tap.current = { touch: event.pointerType === 'touch', wasOpen: open };
        }}
        onClick={(event) => {
          if (!tap.current.touch) return;
          // A tap toggles; the default click (which closes a tooltip) is skipped.
          event.preventDefault();
          setOpen(!tap.current.wasOpen);
        }}
      >
        {children}
      </ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className={styles.content}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}

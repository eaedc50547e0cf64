import { Tooltip as ArkTooltip } from '@ark-ui/react';
import { type ReactElement, type ReactNode, useRef, useState } from 'react';
import { Portal } from './portal';
import * as styles from './tooltip.css';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one focusable element (usually a button), rendered as is. */
  children: ReactElement;
  /** Milliseconds of hover before it opens; keyboard focus opens it at once. */
  openDelay?: number;
  closeDelay?: number;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * A short hint shown on hover or keyboard focus (Escape closes it). A tap on
 * a touch screen, where there is no hover, toggles it.
 */
export function Tooltip({
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
        <ArkTooltip.Positioner className={styles.positioner}>
          <ArkTooltip.Content className={styles.content}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}

import type { ReactElement, ReactNode } from 'react';

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

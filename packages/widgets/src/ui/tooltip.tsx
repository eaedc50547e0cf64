import type { ReactElement, ReactNode } from 'react';
import { deferred } from './deferred';

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
 * Its code arrives just after the first render; the trigger is on the page
 * before it.
 */
export const Tooltip = deferred<TooltipProps>(
  () => import('./tooltip-behaviour').then(({ TooltipBehaviour }) => TooltipBehaviour),
  ({ children }) => children,
);

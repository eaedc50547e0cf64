import { deferred } from './deferred';
import type { TooltipProps } from './tooltip-props';

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

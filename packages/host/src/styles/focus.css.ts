import { vars } from '@puente/widgets';
import type { StyleRule } from '@vanilla-extract/css';

/** The keyboard focus ring, as the widgets' controls draw it. */
export const focusRing: StyleRule = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};

import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The one visible keyboard focus ring every interactive primitive shares. */
export const focusRing: StyleRule = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};

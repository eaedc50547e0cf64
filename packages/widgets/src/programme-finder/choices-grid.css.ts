import { vars } from '@puente/ui/theme/vars.css';
import type { StyleRule } from '@vanilla-extract/css';

/**
 * The sort and filter controls' grid, as many columns as fit, across the
 * filters: the controls are drawn in it, and so is their placeholder in the
 * finder's first render, which then takes their rows at any width.
 */
export const choicesGrid: StyleRule = {
  display: 'grid',
  // Wide enough for the longest value in either language ('Fecha límite más próxima').
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space['3'],
  gridColumn: '1 / -1',
};

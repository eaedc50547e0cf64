import * as layout from '@puente/ui/kit/layout.css';
import { style } from '@vanilla-extract/css';
import { choicesGrid } from './choices-grid.css';

export const choices = style({ ...choicesGrid, alignItems: 'end' });

export const checks = style([layout.cluster('4', 'center'), { gridColumn: '1 / -1' }]);

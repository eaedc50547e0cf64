import { style } from '@vanilla-extract/css';
import * as layout from '../ui/layout.css';
import { choicesGrid } from './choices-grid.css';

export const choices = style({ ...choicesGrid, alignItems: 'end' });

export const checks = style([layout.cluster('4', 'center'), { gridColumn: '1 / -1' }]);

import { style } from '@vanilla-extract/css';
import * as layout from './layout.css';

export const section = style([layout.stack('4'), { minWidth: 0 }]);

export const header = style([layout.spread('3'), { alignItems: 'center' }]);

export const title = style(layout.sectionTitle);

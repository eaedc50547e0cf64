import { style } from '@vanilla-extract/css';
import * as layout from './layout.css';

export const visuallyHidden = style(layout.visuallyHidden);

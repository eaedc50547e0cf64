import { style } from '@vanilla-extract/css';
import { bareList } from './layout.css';

export const bareListClass = style(bareList);

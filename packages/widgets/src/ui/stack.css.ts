import { style } from '@vanilla-extract/css';
import { bareList } from './layout';

export const bareListClass = style(bareList);

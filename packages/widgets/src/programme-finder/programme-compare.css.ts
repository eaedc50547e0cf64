import * as layout from '@puente/ui/kit/layout.css';
import { media } from '@puente/ui/theme/breakpoints.css';
import { vars } from '@puente/ui/theme/vars.css';
import { globalStyle, style } from '@vanilla-extract/css';

const ROW_HEADER_WIDTH = '7.5rem';

export const compare = style(layout.stack('3'));

// On a phone, one programme per swipe: the columns snap beside the sticky row headers.
globalStyle(`${compare} [data-mobile="scroll"]`, {
  '@media': {
    [media.narrow]: {
      scrollSnapType: 'x mandatory',
      scrollPaddingInlineStart: ROW_HEADER_WIDTH,
      overscrollBehaviorX: 'contain',
    },
  },
});

export const rowHeader = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  boxSizing: 'border-box',
  width: ROW_HEADER_WIDTH,
  minWidth: ROW_HEADER_WIDTH,
  maxWidth: ROW_HEADER_WIDTH,
  whiteSpace: 'normal',
  background: vars.color.surface,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const column = style({
  boxSizing: 'border-box',
  width: '14rem',
  minWidth: '14rem',
  verticalAlign: 'top',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  scrollSnapAlign: 'start',
  '@media': {
    // The dialog's margins and padding take 5rem of a phone's width: one column shows at a time.
    [media.narrow]: {
      width: `calc(100vw - ${ROW_HEADER_WIDTH} - 5rem)`,
      minWidth: `calc(100vw - ${ROW_HEADER_WIDTH} - 5rem)`,
    },
  },
});

export const list = style({ margin: 0, paddingInlineStart: vars.space['4'] });

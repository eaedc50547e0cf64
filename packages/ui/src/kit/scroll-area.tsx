import type { ComponentPropsWithRef } from 'react';
import { classNames } from './class-names';
import * as styles from './scroll-area.css';

export interface ScrollAreaProps extends ComponentPropsWithRef<'section'> {
  /** Names the region for screen readers, e.g. 'Conversation transcript'. */
  label: string;
  /** The tallest it grows before it scrolls, e.g. '400px'. */
  maxHeight?: string;
}

/**
 * A labelled region that scrolls its content past `maxHeight`. It takes
 * keyboard focus, so the content can be scrolled without a pointer.
 */
export function ScrollArea({ label, maxHeight, className, style, ...props }: ScrollAreaProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={classNames(styles.scrollArea, className)}
      style={maxHeight ? { maxHeight, ...style } : style}
      {...props}
    />
  );
}

import type { HTMLAttributes } from 'react';
import { type Space, sprinkles } from '../theme/sprinkles.css';
import { classNames } from './class-names';
import { grid } from './grid.css';
import { bareListClass } from './stack.css';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** The element drawn; a list has no bullets or indent. */
  as?: 'div' | 'ul' | 'ol' | 'section';
  /**
   * Columns from a breakpoint on (one below it): `wide2` two from 768 px,
   * `wide3` three, `desktop2` two from 1024 px, `wide2large3` two then three
   * from 1100 px.
   */
  columns: keyof typeof grid;
  gap?: Space;
  align?: 'flex-start' | 'center' | 'flex-end';
}

/** Cards or panels in equal columns that fall to one column on a phone. */
export function Grid({
  as: Element = 'div',
  columns,
  gap = '4',
  align,
  className,
  ...props
}: GridProps) {
  const list = Element === 'ul' || Element === 'ol';
  return (
    <Element
      className={classNames(
        sprinkles({ display: 'grid', gap, alignItems: align }),
        grid[columns],
        list && bareListClass,
        className,
      )}
      {...props}
    />
  );
}

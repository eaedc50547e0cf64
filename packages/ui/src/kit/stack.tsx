import type { HTMLAttributes } from 'react';
import type { Space, Sprinkles } from '../theme/sprinkles.css';
import { sprinkles } from '../theme/sprinkles.css';
import { classNames } from './class-names';
import { bareListClass } from './stack.css';

type Box =
  | 'div'
  | 'span'
  | 'section'
  | 'nav'
  | 'header'
  | 'footer'
  | 'article'
  | 'aside'
  | 'figure'
  | 'li'
  | 'ul'
  | 'ol'
  | 'dl';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The element drawn; a list has no bullets or indent. */
  as?: Box;
  /** Space between children, from the theme's scale. */
  gap?: Space;
  /** Children in a row instead of one under another (`{ mobile: 'column', wide: 'row' }` from 768 px). */
  direction?: Sprinkles['flexDirection'];
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
  wrap?: boolean;
}

/** Children one under another (or in a row), a step of the spacing scale apart (Braid's `Stack`). */
export function Stack({
  as: Element = 'div',
  gap = '4',
  direction = 'column',
  align,
  justify,
  wrap,
  className,
  ...props
}: StackProps) {
  const atoms = sprinkles({
    display: 'flex',
    flexDirection: direction,
    gap,
    alignItems: align,
    justifyContent: justify,
    flexWrap: wrap ? 'wrap' : undefined,
  });
  const list = Element === 'ul' || Element === 'ol';
  return <Element className={classNames(atoms, list && bareListClass, className)} {...props} />;
}

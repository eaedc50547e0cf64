import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';
import { type TextVariants, text } from './text.css';

export interface TextProps extends HTMLAttributes<HTMLElement>, TextVariants {
  /** The element drawn. */
  as?: 'p' | 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'h4' | 'dt' | 'dd' | 'figcaption';
}

/**
 * A line of text in the theme's looks: `<Text size="sm" tone="muted">` for
 * secondary text, `<Text as="h2" size="lg" weight="bold">` for a card's title,
 * `<Text as="h3" look="groupLabel">` for a label over a group.
 */
export function Text({
  as: Element = 'p',
  size,
  weight,
  tone,
  look,
  className,
  ...props
}: TextProps) {
  return (
    <Element className={classNames(text({ size, weight, tone, look }), className)} {...props} />
  );
}

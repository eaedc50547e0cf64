import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { card, cardPadding } from './card.css';
import { classNames } from './class-names';

export interface CardProps extends HTMLArkProps<'div'> {
  /** Room inside: `roomy` on its own, `snug` in a grid of cards, `compact` inside another card. */
  padding?: keyof typeof cardPadding;
}

/** A bordered surface that groups related content. */
export function Card({ padding = 'roomy', className, ...props }: CardProps) {
  return <ark.div className={classNames(card, cardPadding[padding], className)} {...props} />;
}

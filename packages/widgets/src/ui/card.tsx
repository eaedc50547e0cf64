import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { card } from './card.css';

export type CardProps = HTMLArkProps<'div'>;

/** A bordered surface that groups related content. */
export function Card({ className, ...props }: CardProps) {
  return <ark.div className={[card, className].filter(Boolean).join(' ')} {...props} />;
}

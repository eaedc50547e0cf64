import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { type BadgeVariants, badge } from './badge.css';

export type BadgeTone = NonNullable<BadgeVariants['tone']>;

export interface BadgeProps extends HTMLArkProps<'span'> {
  tone?: BadgeTone;
}

/** A short status label (match band, "Completed", "Sent"). */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <ark.span className={[badge({ tone }), className].filter(Boolean).join(' ')} {...props} />;
}

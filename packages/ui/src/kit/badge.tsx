import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { type BadgeVariants, badge } from './badge.css';
import { classNames } from './class-names';

export type BadgeTone = NonNullable<BadgeVariants['tone']>;

export interface BadgeProps extends HTMLArkProps<'span'> {
  tone?: BadgeTone;
}

/** A short status label (match band, "Completed", "Sent"). */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <ark.span className={classNames(badge({ tone }), className)} {...props} />;
}
